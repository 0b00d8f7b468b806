/**
 * PostgreSQL restarted under the app's feet, on a PostgreSQL of this file's own (tests/int/helpers/
 * ownPostgres.ts; the other test files' server is never touched): our /api and Payload's /api/cms answer
 * 503 with a clear message while it is down, and work again once it is back, with the same Payload (no
 * restart of the app). A write of several records cut off half-way leaves none of them.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type OwnPostgres, startOwnPostgres } from './helpers/ownPostgres'
import { patience } from './patience'

type Api = typeof import('./helpers/api')
type Rest = typeof import('./helpers/rest')

const MESSAGE = 'The service is temporarily unavailable. Please try again shortly.'
const ADMIN = { username: 'fault.admin', password: 'fault-admin-password-1' }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let postgres: OwnPostgres
let payload: Payload
let call: Api['api']
let rest: Rest['rest']
let cookie: string
let childId: string

/** Plain SQL on the own server (triggers, counts), outside the app. */
async function sql<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: postgres.url('centre') })
  await client.connect()
  try {
    return (await client.query<R>(text, values)).rows
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  postgres = await startOwnPostgres('centre')
  // The app's configuration reads DATABASE_URL when first imported: everything of the app is imported
  // below, after it points at this server.
  process.env.DATABASE_URL = postgres.url('centre')
  const [{ getPayload }, { default: config }, { migrations }, apiHelpers, restHelpers] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/migrations'),
    import('./helpers/api'),
    import('./helpers/rest'),
  ])
  payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  await payload.create({ collection: 'users', data: { ...ADMIN, role: 'admin' }, overrideAccess: true })
  call = apiHelpers.api
  rest = restHelpers.rest
  cookie = await apiHelpers.apiLogin(ADMIN.username, ADMIN.password)
  const family = await call<{ success: true }>('POST', '/api/create-example', { cookie })
  expect(family.status, family.text).toBe(201)
  childId = (await sql<{ id: string }>('select id from children limit 1'))[0]!.id
}, patience(180_000))

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await postgres?.destroy()
})

type Answer = { status: number; message?: string; retryAfter: string | null; startedAt: number; endedAt: number; what: string }

/** One of the requests the load sends, with what it answered. */
async function send(what: string): Promise<Answer> {
  const startedAt = Date.now()
  const result =
    what === 'GET /api/children'
      ? await call<{ message?: string }>('GET', '/api/children', { cookie })
      : what === 'POST /api/create-example'
        ? await call<{ message?: string }>('POST', '/api/create-example', { cookie })
        : await rest('GET', '/children?limit=5', { cookie })
  const body = result.body as { message?: string; errors?: { message: string }[] }
  return { status: result.status, message: body?.message ?? body?.errors?.[0]?.message, retryAfter: result.headers.get('retry-after'), startedAt, endedAt: Date.now(), what }
}

const KINDS = ['GET /api/children', 'POST /api/create-example', 'GET /api/cms/children']

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with the message while it is down, and serves again once it is back, without a restart', async () => {
    // Each kind once first: the handlers' modules are loaded before the clock matters.
    for (const what of KINDS) expect((await send(what)).status).toBeLessThan(300)
    const answers: Answer[] = []
    const until = async (done: () => boolean) => {
      for (const deadline = Date.now() + patience(30_000); !done() && Date.now() < deadline; ) await sleep(50)
    }
    let running = true
    // Four clients, each sending one request after another.
    const clients = [0, 1, 2, 3].map(async (client) => {
      for (let i = client; running; i++) {
        answers.push(await send(KINDS[i % KINDS.length]!))
        await sleep(20)
      }
    })

    await until(() => answers.length >= 8)
    const stopping = Date.now()
    await postgres.stop()
    const stopped = Date.now()
    const health = await call('GET', '/api/health', { origin: null })
    // Longer than the 5 s the session cache remembers a user: the sessions are looked up, and fail, too.
    await sleep(6000)
    const { readiness } = await import('@/server/health/readiness')
    const downReady = await readiness()
    const starting = Date.now()
    await postgres.start()
    const started = Date.now()

    // Back: requests succeed again (within a generous deadline), then keep succeeding.
    let recoveredAt = 0
    while (!recoveredAt && Date.now() - started < patience(30_000)) {
      const probe = await send('GET /api/children')
      if (probe.status === 200) recoveredAt = Date.now()
      else await sleep(250)
    }
    await until(() => answers.filter((answer) => answer.startedAt > recoveredAt).length >= 8)
    running = false
    await Promise.all(clients)

    expect(recoveredAt, 'no request succeeded within 30 s of the restart').toBeGreaterThan(0)
    const before = answers.filter((answer) => answer.endedAt < stopping)
    const during = answers.filter((answer) => answer.startedAt > stopped && answer.endedAt < starting)
    const after = answers.filter((answer) => answer.startedAt > recoveredAt)
    expect(before.length).toBeGreaterThan(4)
    expect(during.length).toBeGreaterThan(4)
    expect(after.length).toBeGreaterThan(4)

    expect(before.filter((answer) => answer.status >= 300)).toEqual([])
    // Every kind of request met the outage, and each said so the same way.
    expect(new Set(during.map((answer) => answer.what))).toEqual(new Set(KINDS))
    for (const answer of during) expect({ what: answer.what, status: answer.status, message: answer.message, retryAfter: answer.retryAfter }).toEqual({ what: answer.what, status: 503, message: MESSAGE, retryAfter: '5' })
    expect(after.filter((answer) => answer.status >= 300)).toEqual([])
    // Nothing at all answered 500, even at the edges of the outage.
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([])

    // The probes: the process answered throughout; it was not ready while the database was away.
    expect(health.status).toBe(200)
    expect(downReady.status).toBe('unavailable')
    expect(downReady.checks.find((check) => check.name === 'database')).toEqual({ name: 'database', ok: false, problem: 'unreachable' })
    await sleep(1100)
    expect((await readiness()).status).toBe('ready')
  })
})

describe('a write of several records cut off half-way', () => {
  /**
   * Makes inserts into `table` wait 3 s in the database, starts `write`, and stops PostgreSQL while the
   * insert waits (the first records of the write already made), then starts it again.
   */
  async function cutOffAt(table: string, write: () => Promise<{ status: number }>) {
    await sql(`create or replace function centre_test_wait() returns trigger language plpgsql as $$ begin perform pg_sleep(3); return new; end $$`)
    await sql(`create trigger centre_test_wait before insert on "${table}" for each row execute function centre_test_wait()`)
    try {
      const answer = write()
      for (let i = 0; ; i++) {
        const waiting = await sql(`select 1 from pg_stat_activity where wait_event = 'PgSleep'`)
        if (waiting.length > 0) break
        if (i > 100) throw new Error(`no insert into ${table} started`)
        await sleep(100)
      }
      await postgres.stop()
      const result = await answer
      await postgres.start()
      return result
    } finally {
      await postgres.start()
      await sql(`drop trigger if exists centre_test_wait on "${table}"`)
    }
  }

  it('Add Example Data: the parent account is not left without its child', async () => {
    const families = async () =>
      sql<{ parents: string; orphans: string }>(
        `select count(*) as parents, count(*) filter (where not exists (select 1 from children c where c.parent_id = u.id)) as orphans
           from users u where u.username like 'example.parent.%'`,
      )
    const [before] = await families()
    const result = await cutOffAt('children', () => call('POST', '/api/create-example', { cookie }))
    expect(result.status).toBe(503)
    const [after] = await families()
    expect(after).toEqual(before)
    expect(after!.orphans).toBe('0')

    // And it works again, both records at once.
    await sleep(500)
    expect((await call('POST', '/api/create-example', { cookie })).status).toBe(201)
    const [again] = await families()
    expect(Number(again!.parents)).toBe(Number(before!.parents) + 1)
    expect(again!.orphans).toBe('0')
  })

  it('a video upload: the media record is not left without its video record', async () => {
    const video = await readFile(path.join(process.cwd(), 'src/seed/media/videos/dev-2.mp4'))
    const upload = (title: string) => {
      const form = new FormData()
      for (const [key, value] of Object.entries({ childId, title, category: 'activity' })) form.set(key, value)
      form.set('video', new File([video], 'clip.mp4', { type: 'video/mp4' }))
      return call('POST', '/api/admin/videos', { cookie, raw: form })
    }
    const count = async () => (await sql<{ media: string; videos: string }>(`select (select count(*) from media) as media, (select count(*) from development_videos) as videos`))[0]
    const before = await count()
    const result = await cutOffAt('development_videos', () => upload('Cut off'))
    expect(result.status).toBe(503)
    expect(await count()).toEqual(before)

    await sleep(500)
    const again = await upload('Uploaded')
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    expect(await count()).toEqual({ media: String(Number(before!.media) + 1), videos: String(Number(before!.videos) + 1) })
  })
})
