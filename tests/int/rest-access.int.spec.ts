/**
 * The same access table through Payload's REST API at /api/cms, as a browser with a session cookie
 * would call it: lists are filtered by the database, ?depth=2 never pulls in another family's data,
 * and no response ever carries a password hash or salt.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { seedPasswords } from '@/seed/demoData'
import { type Actor, type Actors, firstChildOf, loadActors, USERNAMES } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'

let actors: Actors
const cookies: Partial<Record<Actor, string>> = {}
const passwords = seedPasswords()
const everyBody: string[] = []

const get = async (path: string, actor: Actor) => {
  const result = await rest('GET', path, { cookie: cookies[actor] })
  everyBody.push(result.text)
  return result
}

beforeAll(async () => {
  // The limits themselves are tested in edge.int and api-contract; this file signs in as each actor.
  process.env.RATE_LIMIT_LOGIN = '0'
  actors = await loadActors()
  cookies.parentA = await restLogin(USERNAMES.parentA, passwords.parent)
  cookies.parentB = await restLogin(USERNAMES.parentB, passwords.parent)
  cookies.editor = await restLogin(USERNAMES.editor, passwords.editor)
  cookies.admin = await restLogin(USERNAMES.admin, passwords.admin)
})

describe('REST lists', () => {
  const familyCollections = ['children', 'curriculum-activities', 'development-videos', 'daily-activities', 'milestones', 'billing-plans', 'ledger-entries', 'family-accounts']

  it.each(familyCollections)('%s: refused to anonymous visitors and editors, filtered for parents, complete for admins', async (slug) => {
    expect((await get(`/${slug}`, 'anonymous')).status).toBe(403)
    expect((await get(`/${slug}`, 'editor')).status).toBe(403)
    const field = slug === 'children' ? 'parent' : 'family'
    for (const actor of ['parentA', 'parentB'] as const) {
      const { status, body } = await get(`/${slug}?limit=100&depth=0`, actor)
      expect(status).toBe(200)
      const docs = (body as { docs: Record<string, unknown>[] }).docs
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.every((doc) => doc[field] === actors[actor]!.id)).toBe(true)
    }
    const all = await get(`/${slug}?limit=1&depth=0`, 'admin')
    const parentTotal = ((await get(`/${slug}?limit=1&depth=0`, 'parentA')).body as { totalDocs: number }).totalDocs
    expect((all.body as { totalDocs: number }).totalDocs).toBeGreaterThan(parentTotal)
  })

  it.each(['applications', 'contact-messages'])('%s: only admins read them', async (slug) => {
    for (const actor of ['anonymous', 'parentA', 'editor'] as const) expect((await get(`/${slug}`, actor)).status).toBe(403)
    expect((await get(`/${slug}`, 'admin')).status).toBe(200)
  })

  it('audit-events: only admins read the log; nobody, admins included, adds, changes or deletes an entry', async () => {
    for (const actor of ['anonymous', 'parentA', 'editor'] as const) expect((await get('/audit-events', actor)).status).toBe(403)
    const list = await get('/audit-events?limit=1&depth=0', 'admin')
    expect(list.status).toBe(200)
    const [entry] = (list.body as { docs: { id: string; userName?: string }[] }).docs
    expect(entry).toBeDefined()
    for (const actor of ['anonymous', 'parentA', 'editor', 'admin'] as const) {
      const cookie = actor === 'anonymous' ? undefined : cookies[actor]
      expect((await rest('POST', '/audit-events', { cookie, body: { action: 'read', recordCollection: 'children', via: 'api' } })).status).toBe(403)
      expect((await rest('PATCH', `/audit-events/${entry!.id}`, { cookie, body: { userName: 'Rewritten' } })).status).toBe(403)
      expect((await rest('DELETE', `/audit-events/${entry!.id}`, { cookie })).status).toBe(403)
    }
    const after = await get(`/audit-events/${entry!.id}?depth=0`, 'admin')
    expect((after.body as { userName?: string }).userName).toBe(entry!.userName)
  })

  it('an anonymous visitor may submit an application but not create a child', async () => {
    const application = await rest('POST', '/contact-messages', { body: { name: 'Visitor', email: 'v@example.com', message: 'Hello, is there a waiting list?' } })
    expect(application.status).toBe(201)
    const child = await rest('POST', '/children', { body: { firstName: 'A', lastName: 'B', dateOfBirth: '2022-01-01', enrollmentDate: '2025-01-01', parent: actors.parentA!.id } })
    expect(child.status).toBe(403)
  })

  it('newsletter drafts are hidden from parents and visitors', async () => {
    const draft = await rest('POST', '/newsletters?draft=true', { cookie: cookies.editor, body: { month: '2098-11', title: 'Secret draft', _status: 'draft' } })
    expect(draft.status).toBe(201)
    for (const actor of ['anonymous', 'parentA'] as const) {
      const { body } = await get('/newsletters?limit=100', actor)
      expect(JSON.stringify(body)).not.toContain('Secret draft')
    }
    expect(JSON.stringify((await get('/newsletters?limit=100&draft=true', 'editor')).body)).toContain('Secret draft')
  })

  it('family-messages: each parent writes to and lists their own thread only; nobody changes or deletes a message', async () => {
    for (const actor of ['parentA', 'parentB'] as const) {
      const sent = await rest('POST', '/family-messages', { cookie: cookies[actor], body: { body: `REST hello from ${actor}`, family: actors.parentA!.id, fromCentre: true } })
      expect(sent.status, sent.text).toBe(201)
      const doc = (sent.body as { doc: Record<string, unknown> }).doc
      expect(typeof doc.family === 'object' ? (doc.family as { id: string }).id : doc.family).toBe(actors[actor]!.id)
      expect(doc.fromCentre).toBe(false)
    }
    expect((await get('/family-messages', 'anonymous')).status).toBe(403)
    expect((await get('/family-messages', 'editor')).status).toBe(403)
    for (const actor of ['parentA', 'parentB'] as const) {
      const { status, body } = await get('/family-messages?limit=100&depth=0', actor)
      expect(status).toBe(200)
      const docs = (body as { docs: Record<string, unknown>[] }).docs
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.every((doc) => doc.family === actors[actor]!.id)).toBe(true)
    }
    const all = (await get('/family-messages?limit=1&depth=0', 'admin')).body as { totalDocs: number; docs: { id: string; body: string }[] }
    expect(all.totalDocs).toBeGreaterThan(((await get('/family-messages?limit=1&depth=0', 'parentA')).body as { totalDocs: number }).totalDocs)
    const target = all.docs[0]!
    for (const actor of ['admin', 'parentA', 'editor'] as const) {
      expect((await rest('PATCH', `/family-messages/${target.id}`, { cookie: cookies[actor], body: { body: 'Rewritten' } })).status, actor).toBeGreaterThanOrEqual(403)
      expect((await rest('DELETE', `/family-messages/${target.id}`, { cookie: cookies[actor] })).status, actor).toBeGreaterThanOrEqual(403)
    }
    const after = (await get(`/family-messages/${target.id}?depth=0`, 'admin')).body as { body: string }
    expect(after.body).toBe(target.body)
  })

  it('Payload’s document locks are for CMS staff only', async () => {
    expect((await get('/payload-locked-documents', 'parentA')).status).toBe(403)
    expect((await rest('POST', '/payload-locked-documents', { cookie: cookies.parentA, body: { document: { relationTo: 'children', value: actors.parentA!.id }, globalSlug: null, user: { relationTo: 'users', value: actors.parentA!.id } } })).status).toBe(403)
  })
})

describe('a parent’s own child at depth 2', () => {
  it('shows that child and that parent, and nothing of any other family', async () => {
    const child = await firstChildOf(actors.parentA)
    const { status, body, text } = await get(`/children/${child.id}?depth=2`, 'parentA')
    expect(status).toBe(200)
    expect((body as { parent: { id: string } }).parent.id).toBe(actors.parentA!.id)
    expect(text).not.toContain(actors.parentB!.id)
    expect(text).not.toContain(actors.admin!.id)
    for (const record of ['curriculum-activities', 'development-videos', 'daily-activities', 'milestones']) {
      const list = await get(`/${record}?depth=2&limit=100`, 'parentA')
      expect(list.status).toBe(200)
      expect(list.text).not.toContain(actors.parentB!.id)
    }
  })

  it('another family’s child is not found, not merely forbidden', async () => {
    const childB = await firstChildOf(actors.parentB)
    const { status, text } = await get(`/children/${childB.id}?depth=2`, 'parentA')
    expect(status).toBe(404)
    expect(text).not.toContain('Okafor')
  })

  it('another family’s private video file is not served', async () => {
    const { body } = await get('/media?limit=100&depth=0', 'parentB')
    const docs = (body as { docs: { url: string; family?: string | null }[] }).docs
    const own = docs.find((doc) => doc.family === actors.parentB!.id)
    expect(own).toBeDefined()
    const adminList = await get(`/media?limit=200&depth=0&where[family][equals]=${actors.parentA!.id}`, 'admin')
    const others = (adminList.body as { docs: { filename: string }[] }).docs
    expect(others.length).toBeGreaterThan(0)
    const file = await get(`/media/file/${others[0]!.filename}`, 'parentB')
    expect([403, 404]).toContain(file.status)
    const anonymous = await get(`/media/file/${others[0]!.filename}`, 'anonymous')
    expect([403, 404]).toContain(anonymous.status)
  })

  it('photos of children: a family reads one only with every tagged child’s portal consent, the public only one a gallery shows with website consent', async () => {
    type Photo = { id: string; filename: string; families?: string[]; portalOk?: boolean; websiteOk?: boolean; onWebsite?: boolean }
    const all = (await get('/media?limit=500&depth=0&where[purpose][equals]=child-photo', 'admin')).body as { docs: Photo[] }
    // The seed tags Sofia's and Noah's families in one photo that stays hidden (Noah has no portal consent).
    expect(all.docs.some((photo) => photo.portalOk)).toBe(true)
    expect(all.docs.some((photo) => !photo.portalOk && (photo.families ?? []).includes(actors.parentA!.id))).toBe(true)
    for (const actor of ['parentA', 'parentB', 'editor', 'anonymous'] as const) {
      const { status, body } = await get('/media?limit=500&depth=0&where[purpose][equals]=child-photo', actor)
      expect(status, actor).toBe(200)
      const seen = new Set((body as { docs: Photo[] }).docs.map((photo) => photo.id))
      for (const photo of all.docs) {
        const published = Boolean(photo.websiteOk && photo.onWebsite)
        const expected =
          actor === 'editor' ? Boolean(photo.websiteOk)
          : actor === 'anonymous' ? published
          : published || Boolean(photo.portalOk && (photo.families ?? []).includes(actors[actor]!.id))
        expect(seen.has(photo.id), `${actor} ${photo.id}`).toBe(expected)
        if (!expected) expect([403, 404], `${actor} file`).toContain((await get(`/media/file/${photo.filename}`, actor)).status)
      }
    }
    // Nobody but staff changes one through /api/cms: a parent's or an editor's change is refused.
    const hidden = all.docs.find((photo) => !photo.portalOk)!
    for (const actor of ['parentA', 'editor'] as const) {
      const patch = await rest('PATCH', `/media/${hidden.id}`, { cookie: cookies[actor], body: { alt: 'Changed', portalOk: true } })
      expect([403, 404], actor).toContain(patch.status)
    }
  })
})

describe('secrets and sessions', () => {
  it('no response carries a password hash or salt, nor another user’s sessions', async () => {
    // Every account (other test files add many): only the admin's own carries sessions.
    const users = await get('/users?pagination=false&depth=2', 'admin')
    const withSessions = (users.body as { docs: { id: string; sessions?: unknown }[] }).docs.filter((doc) => Array.isArray(doc.sessions) && doc.sessions.length > 0)
    expect(withSessions.map((doc) => doc.id)).toEqual([actors.admin!.id])
    await get('/users/me', 'parentA')
    await get('/children?depth=2&limit=100', 'admin')
    await get('/daily-activities?depth=2&limit=5', 'admin')
    const login = await rest('POST', '/users/login', { body: { username: USERNAMES.parentA, password: passwords.parent } })
    everyBody.push(login.text)
    expect(login.body).not.toHaveProperty('token')
    for (const text of everyBody) {
      expect(text).not.toMatch(/"(hash|salt|resetPasswordToken)"\s*:/)
    }
  })

  it('a session cookie sent from another origin is not honoured', async () => {
    const foreign = await rest('GET', '/children', { cookie: cookies.admin, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const write = await rest('POST', '/children', {
      cookie: cookies.admin,
      origin: 'https://evil.example',
      body: { firstName: 'Forged', lastName: 'Child', dateOfBirth: '2022-01-01', enrollmentDate: '2025-01-01', parent: actors.parentA!.id },
    })
    expect(write.status).toBe(403)
  })

  it('logging out ends the session on the server', async () => {
    const cookie = await restLogin(USERNAMES.parentB, passwords.parent)
    expect((await rest('GET', '/children', { cookie })).status).toBe(200)
    expect((await rest('POST', '/users/logout', { cookie })).status).toBe(200)
    expect((await rest('GET', '/children', { cookie })).status).toBe(403)
  })
})
