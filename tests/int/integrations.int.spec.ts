/**
 * Who is calling: integration accounts with API keys, and the 401 that says why a cookie was not used.
 *
 * - an integration (role `integration`, created by an admin) authenticates with
 *   `Authorization: users API-Key <key>` on /api and /api/cms, with no cookie and no Origin;
 * - its rights are least privilege: it reads what staff lists read (children, their records,
 *   applications, messages) and adds daily reports and milestones; never users, content, /cms, nor
 *   changes or deletions; never a password session;
 * - only an integration account holds a working key, and only while it is enabled;
 * - a script's cookie (no Origin, no Sec-Fetch-Site) is ignored by Payload, and the 401 says so.
 */
import { randomUUID } from 'node:crypto'

import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { API_KEY_ONLY_FOR_INTEGRATIONS } from '@/features/accounts/hooks/apiKeys'
import { seedPasswords } from '@/seed/demoData'
import { API_KEY_NOT_ACCEPTED, COOKIE_NOT_USED } from '@/server/http/noSession'
import { api, apiLogin } from './helpers/api'
import { validApplication } from './helpers/fixtures'
import { type Actors, USERNAMES, countAll, firstChildOf, loadActors, testPayload } from './helpers/payload'
import { rest } from './helpers/rest'

type Obj = Record<string, unknown>

let actors: Actors
let childA: { id: string }
let integration: TypedUser & { username: string }
let key: string
const keyHeader = (apiKey: string) => ({ Authorization: `users API-Key ${apiKey}` })

/** An integration account as an admin creates it (Local API, the admin's own rights). */
async function createIntegration(data: Obj = {}) {
  const payload = await testPayload()
  const apiKey = randomUUID()
  const user = await payload.create({
    collection: 'users',
    data: { username: `integration.${randomUUID().slice(0, 8)}`, password: randomUUID(), role: 'integration', enableAPIKey: true, apiKey, ...data } as never,
    user: actors.admin,
    overrideAccess: false,
  })
  return { user: { ...user, collection: 'users' } as TypedUser & { username: string }, apiKey }
}

/** Whom this key signs in as on /api (null: nobody). */
async function whoHasKey(apiKey: string): Promise<string | null> {
  const result = await api<Obj>('GET', '/api/auth/user', { headers: keyHeader(apiKey), origin: null })
  return result.status === 200 ? String(result.body.id) : null
}

/** The stored key columns, whatever the access rules say. */
async function storedKey(id: string) {
  const payload = await testPayload()
  const { rows } = await (payload.db as unknown as { pool: { query: (sql: string, values: unknown[]) => Promise<{ rows: Obj[] }> } }).pool.query(
    'select enable_a_p_i_key, api_key, api_key_index from users where id = $1',
    [id],
  )
  return rows[0]
}

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  actors = await loadActors()
  childA = await firstChildOf(actors.parentA)
  ;({ user: integration, apiKey: key } = await createIntegration())
  // What a family sends from the site, so the staff lists have something to show.
  const payload = await testPayload()
  await payload.create({ collection: 'applications', data: validApplication() as never, user: null, overrideAccess: false })
  await payload.create({ collection: 'contact-messages', data: { name: 'Ana', email: 'ana@example.com', message: 'Any openings in January?' }, user: null, overrideAccess: false })
})

describe('an integration calls with its API key: no cookie, no Origin', () => {
  it.each([
    '/api/admin/children',
    '/api/admin/activities',
    '/api/admin/videos',
    '/api/admin/applications',
    '/api/admin/messages',
    '/api/daily-activities',
    '/api/milestones',
  ])('GET %s: every record, as staff lists show it', async (path) => {
    const result = await api<Obj[]>('GET', path, { headers: keyHeader(key), origin: null })
    expect(result.status, result.text).toBe(200)
    expect(result.body.length).toBeGreaterThan(0)
  })

  it.each(['children', 'curriculum-activities', 'development-videos', 'daily-activities', 'milestones', 'applications', 'contact-messages'])(
    'GET /api/cms/%s: every record',
    async (slug) => {
      const result = await rest('GET', `/${slug}?limit=1&depth=0`, { headers: keyHeader(key), origin: null })
      expect(result.status, result.text).toBe(200)
      expect((result.body as { totalDocs: number }).totalDocs).toBe(await countAll(slug as never))
    },
  )

  it('adds a daily report and a milestone (created by the integration), on /api and /api/cms', async () => {
    const report = await api<Obj>('POST', '/api/daily-activities', { headers: keyHeader(key), origin: null, body: { childId: childA.id, date: '2026-11-20', mood: 'happy' } })
    expect(report.status, report.text).toBe(201)
    expect(report.body.createdBy).toBe(integration.id)
    const milestone = await rest('POST', '/milestones', {
      headers: keyHeader(key),
      origin: null,
      body: { child: childA.id, title: 'First steps', description: 'Walked across the room', category: 'physical' },
    })
    expect(milestone.status, milestone.text).toBe(201)
  })

  it('/api/auth/user names the integration', async () => {
    expect(await whoHasKey(key)).toBe(integration.id)
  })
})

describe('an integration is least privilege', () => {
  it('cannot manage users: no account list, no new account, not even its own account changed', async () => {
    const headers = keyHeader(key)
    const before = await countAll('users')
    expect((await api('GET', '/api/admin/parents', { headers, origin: null })).status).toBe(403)
    expect((await api('POST', '/api/admin/users', { headers, origin: null, body: { username: 'sneaky.one', password: 'secret-123', firstName: 'S', lastName: 'O' } })).status).toBe(403)
    expect((await rest('POST', '/users', { headers, origin: null, body: { username: 'sneaky.two', password: 'secret-123', role: 'admin' } })).status).toBe(403)
    const list = await rest('GET', '/users?limit=100&depth=0', { headers, origin: null })
    expect((list.body as { docs: Obj[] }).docs.map((doc) => doc.id)).toEqual([integration.id])
    const selfChange = await rest('PATCH', `/users/${integration.id}`, { headers, origin: null, body: { role: 'admin', firstName: 'Root' } })
    expect(selfChange.status).toBe(403)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'users', id: integration.id, overrideAccess: true })).role).toBe('integration')
    expect(await countAll('users')).toBe(before)
  })

  it('cannot write content or change and delete records', async () => {
    const headers = keyHeader(key)
    const payload = await testPayload()
    const report = await payload.create({ collection: 'daily-activities', data: { child: childA.id, date: '2026-11-21' } as never, user: actors.admin, overrideAccess: false })
    expect((await rest('PATCH', `/daily-activities/${report.id}`, { headers, origin: null, body: { notes: 'changed' } })).status).toBe(403)
    expect((await rest('DELETE', `/daily-activities/${report.id}`, { headers, origin: null })).status).toBe(403)
    expect(await countAll('daily-activities', { id: { equals: report.id } })).toBe(1)
    expect((await rest('POST', '/newsletters', { headers, origin: null, body: { month: '2097-01', title: 'By a script' } })).status).toBe(403)
    expect((await rest('POST', '/children', { headers, origin: null, body: { firstName: 'A', lastName: 'B', dateOfBirth: '2022-01-01', enrollmentDate: '2025-01-01', parent: actors.parentA!.id } })).status).toBe(403)
    expect((await api('POST', '/api/admin/curriculum', { headers, origin: null, body: { childId: childA.id, title: 'x', description: 'y', category: 'learning' } })).status).toBe(403)
  })

  it('cannot read a family’s private media files, only the site’s public ones', async () => {
    const result = await rest('GET', '/media?limit=1000&depth=0', { headers: keyHeader(key), origin: null })
    expect(result.status).toBe(200)
    expect((result.body as { docs: Obj[] }).docs.every((doc) => !doc.family)).toBe(true)
  })

  it('never opens /cms, never unlocks accounts, never reads old versions', async () => {
    const payload = await testPayload()
    const req = { user: integration, payload } as never
    for (const slug of ['users', 'children', 'daily-activities', 'applications', 'newsletters', 'media'] as const) {
      const access = payload.collections[slug].config.access
      expect(await access.admin!({ req }), `${slug} /cms`).toBe(false)
      expect(Boolean(await access.unlock!({ req })), `${slug} unlock`).toBe(false)
      expect(Boolean(await access.readVersions!({ req })), `${slug} versions`).toBe(false)
    }
  })

  it('never opens a password session: its key is its only way in', async () => {
    const payload = await testPayload()
    const password = 'integration-pass-123'
    await payload.update({ collection: 'users', id: integration.id, data: { password }, user: actors.admin, overrideAccess: false })
    const viaApi = await api<Obj>('POST', '/api/login', { body: { username: integration.username, password } })
    expect(viaApi.status).toBe(401)
    expect(viaApi.headers.get('set-cookie') ?? '').not.toMatch(/payload-token=[^;]+/)
    const viaCms = await rest('POST', '/users/login', { body: { username: integration.username, password } })
    expect(viaCms.status).toBe(401)
    expect(viaCms.headers.get('set-cookie') ?? '').not.toMatch(/payload-token=[^;]+/)
    expect(await whoHasKey(key)).toBe(integration.id)
  })
})

describe('only an enabled integration account holds a working key', () => {
  it('a disabled API key is refused, on /api and /api/cms', async () => {
    const { user, apiKey } = await createIntegration()
    expect(await whoHasKey(apiKey)).toBe(user.id)
    const payload = await testPayload()
    await payload.update({ collection: 'users', id: user.id, data: { enableAPIKey: false } as never, user: actors.admin, overrideAccess: false })
    const refused = await api<Obj>('GET', '/api/admin/children', { headers: keyHeader(apiKey), origin: null })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(API_KEY_NOT_ACCEPTED)
    expect((await rest('GET', '/children', { headers: keyHeader(apiKey), origin: null })).status).toBe(403)
  })

  it('a key saved with its box unticked never authenticates', async () => {
    const { user, apiKey } = await createIntegration({ enableAPIKey: false })
    expect(await whoHasKey(apiKey)).toBeNull()
    expect(await storedKey(user.id)).toMatchObject({ api_key: null, api_key_index: null })
  })

  it('an admin cannot give an API key to a non-integration account', async () => {
    const payload = await testPayload()
    for (const target of [actors.parentA!, actors.editor!, actors.admin!]) {
      const apiKey = randomUUID()
      const attempt = payload.update({ collection: 'users', id: target.id, data: { enableAPIKey: true, apiKey } as never, user: actors.admin, overrideAccess: false })
      await expect(attempt).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'enableAPIKey', message: API_KEY_ONLY_FOR_INTEGRATIONS }] } })
      expect(await whoHasKey(apiKey)).toBeNull()
      expect(await storedKey(target.id)).toMatchObject({ api_key: null, api_key_index: null })
    }
    const apiKey = randomUUID()
    const created = payload.create({
      collection: 'users',
      data: { username: `keyed.parent.${Date.now()}`, password: 'secret-123', role: 'parent', enableAPIKey: true, apiKey } as never,
      user: actors.admin,
      overrideAccess: false,
    })
    await expect(created).rejects.toMatchObject({ status: 400 })
    expect(await whoHasKey(apiKey)).toBeNull()
  })

  it('an admin cannot give an API key to a non-integration account through /api/cms either', async () => {
    const cookie = await apiLogin(USERNAMES.admin, seedPasswords().admin)
    const apiKey = randomUUID()
    const result = await rest('PATCH', `/users/${actors.parentB!.id}`, { cookie, body: { enableAPIKey: true, apiKey } })
    expect(result.status, result.text).toBe(400)
    expect(result.text).toContain(API_KEY_ONLY_FOR_INTEGRATIONS)
    expect(await whoHasKey(apiKey)).toBeNull()
  })

  it('a parent cannot enable an API key on their own account', async () => {
    const cookie = await apiLogin(USERNAMES.parentB, seedPasswords().parent)
    const apiKey = randomUUID()
    await rest('PATCH', `/users/${actors.parentB!.id}`, { cookie, body: { enableAPIKey: true, apiKey, firstName: 'James' } })
    const payload = await testPayload()
    await payload
      .update({ collection: 'users', id: actors.parentB!.id, data: { enableAPIKey: true, apiKey } as never, user: actors.parentB, overrideAccess: false })
      .catch(() => undefined)
    expect(await whoHasKey(apiKey)).toBeNull()
    expect(await storedKey(actors.parentB!.id)).toMatchObject({ api_key: null, api_key_index: null })
  })

  it('an editor cannot give their own account an API key', async () => {
    const payload = await testPayload()
    const apiKey = randomUUID()
    await payload
      .update({ collection: 'users', id: actors.editor!.id, data: { enableAPIKey: true, apiKey } as never, user: actors.editor, overrideAccess: false })
      .catch(() => undefined)
    const cookie = await apiLogin(USERNAMES.editor, seedPasswords().editor)
    await rest('PATCH', `/users/${actors.editor!.id}`, { cookie, body: { enableAPIKey: true, apiKey } })
    expect(await whoHasKey(apiKey)).toBeNull()
    expect(await storedKey(actors.editor!.id)).toMatchObject({ api_key: null, api_key_index: null })
  })

  it('an integration made into another kind of account loses its key', async () => {
    const { user, apiKey } = await createIntegration()
    const payload = await testPayload()
    await payload.update({ collection: 'users', id: user.id, data: { role: 'editor' }, user: actors.admin, overrideAccess: false })
    expect(await whoHasKey(apiKey)).toBeNull()
    expect(await storedKey(user.id)).toMatchObject({ api_key: null, api_key_index: null })
  })
})

describe('a 401 says why the credentials sent were not used', () => {
  it('a session cookie sent without Origin or Sec-Fetch-Site (curl, a script) gets a 401 that says why', async () => {
    const cookie = await apiLogin(USERNAMES.parentA, seedPasswords().parent)
    for (const path of ['/api/auth/user', '/api/parent/children', '/api/admin/children', '/api/daily-activities']) {
      const result = await api<Obj>('GET', path, { cookie, origin: null })
      expect(result.status, path).toBe(401)
      expect(result.body.message, path).toBe(COOKIE_NOT_USED)
    }
    const user = await api<Obj>('GET', '/api/user', { cookie, origin: null })
    expect(user.body).toEqual({ success: false, message: COOKIE_NOT_USED })
    const write = await api<Obj>('POST', '/api/daily-activities', { cookie, origin: null, body: {} })
    expect(write.body).toEqual({ message: COOKIE_NOT_USED })
    // The same cookie from a browser on the site works.
    expect((await api('GET', '/api/auth/user', { cookie })).status).toBe(200)
    expect((await api('GET', '/api/auth/user', { cookie, origin: null, headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200)
  })

  it('a cookie sent cross-site (another Origin, or Sec-Fetch-Site: cross-site) gets the same explanation', async () => {
    const cookie = await apiLogin(USERNAMES.parentA, seedPasswords().parent)
    const foreign = await api<Obj>('GET', '/api/auth/user', { cookie, origin: 'https://evil.example' })
    expect(foreign.body.message).toBe(COOKIE_NOT_USED)
    const crossSite = await api<Obj>('GET', '/api/auth/user', { cookie, origin: null, headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(crossSite.body.message).toBe(COOKIE_NOT_USED)
  })

  it('no cookie, or an expired or forged one from the site: still "Please log in."', async () => {
    expect((await api<Obj>('POST', '/api/daily-activities', { origin: null, body: {} })).body).toEqual({ message: 'Please log in.' })
    expect((await api<Obj>('GET', '/api/admin/children', { origin: null })).body).toEqual({ message: 'Please log in.' })
    expect((await api<Obj>('GET', '/api/admin/children', { cookie: 'payload-token=garbage' })).body).toEqual({ message: 'Please log in.' })
    expect((await api<Obj>('GET', '/api/auth/user', { origin: null })).body).toEqual({ message: 'Not logged in.' })
  })

  it('an unknown API key gets a 401 that names the key', async () => {
    const result = await api<Obj>('GET', '/api/admin/children', { headers: keyHeader(randomUUID()), origin: null })
    expect(result.status).toBe(401)
    expect(result.body.message).toBe(API_KEY_NOT_ACCEPTED)
  })
})
