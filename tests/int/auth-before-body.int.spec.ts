/**
 * Authentication before validation: every protected write endpoint of /api answers 401 (no session) or
 * 403 (not allowed) before it reads the request body, so a visitor or a parent learns nothing from the
 * validation messages and never makes the server read or parse a body it would refuse. The decision is
 * each collection's own create-access function (requireCreate, src/server/actor.ts).
 *
 * The bodies are streams that record whether anyone read them (or throw when read); nothing is written.
 */
import { randomUUID } from 'node:crypto'

import type { CollectionSlug, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { serverURL } from '@/lib/runtimeConfig'
import { seedPasswords } from '@/seed/demoData'
import { apiLogin } from './helpers/api'
import { USERNAMES, countAll, loadActors, testPayload } from './helpers/payload'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route declares its own params
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>

/** Every endpoint of src/app/api that writes for a signed-in user (public forms, logins and logout excepted). */
const PROTECTED_WRITES: [path: string, load: () => Promise<{ POST?: Handler }>][] = [
  ['/api/admin/children', () => import('@/app/api/admin/children/route')],
  ['/api/children', () => import('@/app/api/children/route')],
  ['/api/admin/curriculum', () => import('@/app/api/admin/curriculum/route')],
  ['/api/admin/videos', () => import('@/app/api/admin/videos/route')],
  ['/api/admin/users', () => import('@/app/api/admin/users/route')],
  ['/api/admin/parents', () => import('@/app/api/admin/parents/route')],
  ['/api/parents', () => import('@/app/api/parents/route')],
  ['/api/daily-activities', () => import('@/app/api/daily-activities/route')],
  ['/api/milestones', () => import('@/app/api/milestones/route')],
  ['/api/create-example', () => import('@/app/api/create-example/route')],
  ['/api/attendance/check-in', () => import('@/app/api/attendance/check-in/route')],
  ['/api/attendance/check-out', () => import('@/app/api/attendance/check-out/route')],
  ['/api/attendance/close-forgotten', () => import('@/app/api/attendance/close-forgotten/route')],
  ['/api/attendance/staff/check-in', () => import('@/app/api/attendance/staff/check-in/route')],
  ['/api/incidents', () => import('@/app/api/incidents/route')],
  ['/api/admin/credentials', () => import('@/app/api/admin/credentials/route')],
]

/** What an integration (API key) may add; every other protected write is refused to it too. */
const INTEGRATION_CREATES = new Set(['/api/daily-activities', '/api/milestones'])

/** Everything these endpoints could add to. */
const WRITTEN: CollectionSlug[] = ['users', 'children', 'curriculum-activities', 'development-videos', 'media', 'daily-activities', 'milestones', 'attendance', 'staff-attendance', 'incidents', 'staff-credentials']
const counts = () => Promise.all(WRITTEN.map((slug) => countAll(slug)))

type BodyKind = 'empty' | 'invalid' | 'throwing' | 'multipart'
const BODIES: BodyKind[] = ['empty', 'invalid', 'throwing', 'multipart']
const TEXT: Record<BodyKind, string> = {
  empty: '{}',
  invalid: JSON.stringify({ firstName: 42, lastName: '', childId: 'not-a-child', username: 'x', email: 'nope', title: 7 }),
  throwing: '',
  multipart: '',
}

/** A request body that records being read; the `throwing` one fails the read itself. */
function trackedBody(kind: BodyKind) {
  const state = { read: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.read = true
        if (kind === 'throwing' || kind === 'multipart') throw new Error('the body was read')
        controller.enqueue(new TextEncoder().encode(TEXT[kind]))
        controller.close()
      },
    },
    // Nothing is pulled until someone reads.
    { highWaterMark: 0 },
  )
  return { stream, state }
}

async function post(path: string, kind: BodyKind, credentials: Record<string, string>) {
  const load = PROTECTED_WRITES.find(([candidate]) => candidate === path)![1]
  const { stream, state } = trackedBody(kind)
  const headers = new Headers({
    Origin: serverURL,
    'Content-Type': kind === 'multipart' ? 'multipart/form-data; boundary=----centre' : 'application/json',
    ...credentials,
  })
  const request = new Request(new URL(path, serverURL), { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit)
  const response = await (await load()).POST!(request, { params: Promise.resolve({}) })
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: unknown[] } | null
  return { status: response.status, body, read: state.read }
}

type Caller = 'anonymous' | 'parent' | 'editor' | 'integration'
const credentials = {} as Record<Caller | 'admin', Record<string, string>>
const EXPECTED: Record<Caller, { status: number; message: string }> = {
  anonymous: { status: 401, message: 'Please log in.' },
  parent: { status: 403, message: 'You are not allowed to do that.' },
  editor: { status: 403, message: 'You are not allowed to do that.' },
  integration: { status: 403, message: 'You are not allowed to do that.' },
}

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  const passwords = seedPasswords()
  const actors = await loadActors()
  credentials.anonymous = {}
  credentials.parent = { Cookie: await apiLogin(USERNAMES.parentA, passwords.parent) }
  credentials.editor = { Cookie: await apiLogin(USERNAMES.editor, passwords.editor) }
  credentials.admin = { Cookie: await apiLogin(USERNAMES.admin, passwords.admin) }
  const key = randomUUID()
  const payload = await testPayload()
  await payload.create({
    collection: 'users',
    data: { username: `body.check.${Date.now()}`, password: randomUUID(), role: 'integration', enableAPIKey: true, apiKey: key },
    user: actors.admin as TypedUser,
    overrideAccess: false,
  })
  credentials.integration = { Authorization: `users API-Key ${key}` }
})

describe('protected writes answer 401/403 before reading the body', () => {
  const cases = PROTECTED_WRITES.flatMap(([path]) =>
    (['anonymous', 'parent', 'editor', 'integration'] as Caller[])
      .filter((caller) => caller !== 'integration' || !INTEGRATION_CREATES.has(path))
      .flatMap((caller) => BODIES.map((kind) => [path, caller, kind] as const)),
  )

  it.each(cases)('POST %s by %s with a %s body: refused before the body is read, nothing written', async (path, caller, kind) => {
    const before = await counts()
    const result = await post(path, kind, credentials[caller])
    expect(result.status, JSON.stringify(result.body)).toBe(EXPECTED[caller].status)
    expect(result.body).toEqual({ message: EXPECTED[caller].message })
    expect(result.read, 'the body was read').toBe(false)
    expect(await counts()).toEqual(before)
  })

  it.each(PROTECTED_WRITES.map(([path]) => path))('an anonymous empty POST %s does not answer with the field list', async (path) => {
    const result = await post(path, 'empty', {})
    expect(result.status).toBe(401)
    expect(result.body).not.toHaveProperty('errors')
  })
})

describe('those allowed to write still get their validation errors', () => {
  it.each(PROTECTED_WRITES.map(([path]) => path).filter((path) => path !== '/api/create-example'))(
    'an admin’s empty body to %s: 400 with the field list, the body read, nothing written',
    async (path) => {
      const before = await counts()
      const result = await post(path, 'empty', credentials.admin)
      expect(result.status).toBe(400)
      expect(result.read).toBe(true)
      expect(Array.isArray(result.body?.errors) && result.body.errors.length).toBeTruthy()
      expect(await counts()).toEqual(before)
    },
  )

  it.each(PROTECTED_WRITES.map(([path]) => path).filter((path) => path !== '/api/create-example'))('an admin’s invalid body to %s: 400, nothing written', async (path) => {
    const before = await counts()
    const result = await post(path, 'invalid', credentials.admin)
    expect(result.status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it.each([...INTEGRATION_CREATES])('an integration’s empty body to %s: 400 with the field list, nothing written', async (path) => {
    const before = await counts()
    const result = await post(path, 'empty', credentials.integration)
    expect(result.status).toBe(400)
    expect(result.body?.errors?.length).toBeGreaterThan(0)
    expect(await counts()).toEqual(before)
  })
})
