/**
 * Ended sessions reach every server process: each process remembers recent sessions for 5 s
 * (src/server/http/sessionCache.ts); a logout, a password change or an account deleted through another
 * process announces the account on PostgreSQL when it commits (src/lib/sessionChanges.ts), and this
 * process's listener (src/server/boot/sessionChanges.ts) forgets it. Every check below is made while
 * the session is still remembered here, and must hold within 1 s (3 s at most on a busy machine): well
 * inside the 5 s the memory would otherwise last. Two real servers: tests/e2e/cluster.shared-cache.e2e.spec.ts.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process'
import type { Readable, Writable } from 'node:stream'
import { createInterface } from 'node:readline'
import { randomInt } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { SESSIONS_CHANNEL } from '@/lib/sessionChanges'
import { followSessionChanges } from '@/server/boot/sessionChanges'
import { listeningForNotices, stopFollowingNotices } from '@/server/boot/notices'
import { api } from './helpers/api'
import { testPayload } from './helpers/payload'
import { tsCommand } from '../../scripts/lib/run'
import { patience } from './patience'

/** 1 s on a quiet machine; stretched on a busy one, but never near the 5 s the memory would last by itself. */
const WITHIN_MS = Math.min(patience(1_000), 3_000)

let notifier: pg.Client
let other: ChildProcessByStdio<Writable, Readable, null>
let otherSaid: AsyncIterator<string>
let commands = 0

/** The other process's next answer (Payload's own log lines skipped). */
async function answer(): Promise<string | undefined> {
  for (;;) {
    const { value, done } = await otherSaid.next()
    if (done || /^(ready|done|failed)\b/.test(value)) return value
  }
}

/** Sends one command to the other process and waits until it has committed. */
async function inAnotherProcess(command: Record<string, unknown>) {
  const n = ++commands
  other.stdin.write(`${JSON.stringify(command)}\n`)
  expect(await answer()).toBe(`done ${n}`)
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A fresh parent, signed in through /api/login: its id, session token and cookie. */
async function signedInParent() {
  const payload = await testPayload()
  const username = `session.${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`
  const password = `pw-${randomInt(1_000_000_000)}`
  const doc = await payload.create({ collection: 'users', data: { username, password, firstName: 'Session', lastName: 'Test', role: 'parent' } as never, overrideAccess: true })
  // An address of its own: the suites share one, and with it the login limit (10 a minute), which this
  // suite is not about (the limit is tested in tests/int/edge.int.spec.ts).
  const login = await api('POST', '/api/login', { body: { username, password }, headers: { [CLIENT_ADDRESS_HEADER]: `10.77.${randomInt(256)}.${randomInt(256)}` } })
  expect(login.status).toBe(200)
  const token = /payload-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!
  return { id: String(doc.id), token, cookie: `payload-token=${token}` }
}

/** Who the session cookie is, as this process answers (from its memory while the session is remembered). */
const whoIs = async (cookie: string) => (await api('GET', '/api/auth/user', { cookie })).status

/** Polls until this process refuses the cookie; how long it took. */
async function refusedWithin(cookie: string) {
  const started = Date.now()
  while ((await whoIs(cookie)) !== 401) {
    if (Date.now() - started > WITHIN_MS) throw new Error(`the ended session was still honoured after ${WITHIN_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return Date.now() - started
}

beforeAll(async () => {
  followSessionChanges()
  notifier = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await notifier.connect()
  other = spawn(...tsCommand('tests/int/helpers/another-instance.ts'), { env: { ...process.env }, stdio: ['pipe', 'pipe', 'inherit'] })
  otherSaid = createInterface({ input: other.stdout })[Symbol.asyncIterator]()
  expect(await answer()).toBe('ready')
  await until(listeningForNotices, patience(10_000))
})

afterAll(async () => {
  other?.stdin.end()
  await notifier?.end()
  await stopFollowingNotices()
})

describe('an ended session is refused by every process within 1 s', () => {
  it('a notice from another connection forgets a session this process remembers', async () => {
    const parent = await signedInParent()
    expect(await whoIs(parent.cookie)).toBe(200)
    // Ended behind Payload's back (no hook, no notice): only the memory keeps it alive now.
    await notifier.query('delete from users_sessions where _parent_id = $1', [parent.id])
    expect(await whoIs(parent.cookie)).toBe(200)
    await notifier.query('select pg_notify($1, $2)', [SESSIONS_CHANNEL, parent.id])
    await refusedWithin(parent.cookie)
  })

  it('a notice for another account forgets nothing else', async () => {
    const parent = await signedInParent()
    expect(await whoIs(parent.cookie)).toBe(200)
    await notifier.query('delete from users_sessions where _parent_id = $1', [parent.id])
    await notifier.query('select pg_notify($1, $2)', [SESSIONS_CHANNEL, '999999999'])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await whoIs(parent.cookie)).toBe(200) // still remembered (for at most 5 s)
  })

  it('a logout through Payload in another process', async () => {
    const parent = await signedInParent()
    expect(await whoIs(parent.cookie)).toBe(200)
    await inAnotherProcess({ logout: parent.token })
    await refusedWithin(parent.cookie)
  })

  it('a password change through Payload in another process', async () => {
    const parent = await signedInParent()
    expect(await whoIs(parent.cookie)).toBe(200)
    await inAnotherProcess({ password: parent.id })
    await refusedWithin(parent.cookie)
  })

  it('an account deleted by an admin in another process', async () => {
    const parent = await signedInParent()
    expect(await whoIs(parent.cookie)).toBe(200)
    await inAnotherProcess({ delete: parent.id })
    await refusedWithin(parent.cookie)
  })

  it('a language chosen in another process is what this one answers within 1 s, not the one it remembered', async () => {
    const parent = await signedInParent()
    const language = async () => (await api<{ language?: string | null }>('GET', '/api/auth/user', { cookie: parent.cookie })).body.language
    await inAnotherProcess({ language: [parent.id, 'es'] })
    const started = Date.now()
    while ((await language()) !== 'es') {
      if (Date.now() - started > WITHIN_MS) throw new Error('the language before the change was still answered')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    // Remembered now as Spanish; the switch back to English on another instance is answered at once too.
    await inAnotherProcess({ language: [parent.id, 'en'] })
    const back = Date.now()
    while ((await language()) !== 'en') {
      if (Date.now() - back > WITHIN_MS) throw new Error('the Spanish remembered before the change was still answered')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })

  it('a role changed in another process is seen within 1 s', async () => {
    const parent = await signedInParent()
    const role = async () => (await api<{ role?: string }>('GET', '/api/auth/user', { cookie: parent.cookie })).body.role
    expect(await role()).toBe('parent')
    await inAnotherProcess({ role: [parent.id, 'editor'] })
    const started = Date.now()
    while ((await role()) !== 'editor') {
      if (Date.now() - started > WITHIN_MS) throw new Error('the old role was still used')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })
})
