/**
 * The /api contract of docs/spec.md §7, over HTTP: real Requests against the real route handlers.
 *
 * - the access matrix: every endpoint × {anonymous, parent A, parent B, editor, admin}, with the
 *   success shapes (spec field names, lists newest first) and nothing written on a refusal;
 * - parent A asking for parent B's child by id, and admins reading any child;
 * - every docs/spec.md §5 message (server variants), 409 on taken usernames and emails, the role always
 *   parent, createdBy from the session;
 * - the protocol rules: malformed JSON, 413, 415, unknown paths, cross-origin writes, no internals in
 *   any body, login (same answer for unknown user and wrong password, lockout, logout on the server),
 *   rate limits, the /secure-admin gate and the multipart video upload.
 */
import { randomInt } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { existsSync, readFileSync } from 'node:fs'

import { api as contract } from '@/registry/api'
import type { Endpoint } from '@/contract/endpoint'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { RESET_MAIL_ANSWER } from '@/features/accounts/forgotPassword'
import { seedPasswords } from '@/seed/demoData'
import { DEV_SECURE_ADMIN_PASSWORD, SECURE_ADMIN_USERNAME } from '@/features/accounts/secureAdmin'
import { type ApiOptions, type ApiResult, api as callApi, apiLogin } from './helpers/api'
import { ACTORS, type Actor, type Actors, USERNAMES, countAll, loadActors, testPayload } from './helpers/payload'
import { rest } from './helpers/rest'
import { validApplication } from './helpers/fixtures'
import { awaitRoomInThisMinute, tokenCookie } from './helpers/http'

type Obj = Record<string, unknown>
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type SignedIn = Exclude<Actor, 'anonymous'>

const EVIL_ORIGIN = 'https://evil.example'
const NO_INTERNALS = [
  /"(hash|salt|stack|password|sessions|loginAttempts|lockUntil|resetPasswordToken|apiKey)"\s*:/i,
  /\n\s*at\s/,
  /node_modules/,
  /\.(ts|js|mjs):\d+/,
]

/** Every response of this file goes through here: no stack trace, hash, salt or session in any body. */
async function api<T = Obj>(method: Method, url: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const result = await callApi<T>(method, url, options)
  for (const pattern of NO_INTERNALS) expect(result.text, `${method} ${url} leaks ${pattern}`).not.toMatch(pattern)
  expect(result.status, `${method} ${url}: ${result.text.slice(0, 300)}`).toBeLessThan(500)
  if (result.text) expect(result.headers.get('content-type'), `${method} ${url} answers JSON`).toMatch(/^application\/json/)
  return result
}

let actors: Actors
let ids: { parentA: string; parentB: string; admin: string; editor: string }
let childA: { id: string; firstName: string }
let childB: { id: string; firstName: string }
let childrenOfA: string[]
let childrenOfB: string[]
const cookies = {} as Record<SignedIn, string>

const passwordOf = (actor: SignedIn) => {
  const passwords = seedPasswords()
  return actor === 'admin' ? passwords.admin : actor === 'editor' ? passwords.editor : passwords.parent
}
const freshLogin = (actor: SignedIn) => apiLogin(USERNAMES[actor], passwordOf(actor))
const cookieOf = (actor: Actor) => (actor === 'anonymous' ? undefined : cookies[actor])

let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomInt(1_000_000).toString(36)}`
/** A client address no other test uses (rate limits count per address). */
const uniqueAddress = () => `10.${sequence++ % 256}.${randomInt(256)}.${randomInt(256)}`

const bodies = {
  application: (): Obj => ({
    ...validApplication(),
    servicesNeeded: ['meals', 'transportation'],
    voucherInterested: true,
    specialNeeds: 'None',
    questions: `Is there a waiting list? ${unique()}`,
  }),
  contact: (): Obj => ({ name: 'Ana Silva', email: 'ana.silva@example.com', message: `Do you have openings in January? ${unique()}` }),
  parentAccount: (): Obj => {
    const id = unique()
    return { username: `contract.${id}`, password: 'secret-123', firstName: 'Rosa', lastName: 'Diaz', email: `contract.${id}@example.com` }
  },
  parentContact: (): Obj => ({ firstName: 'Rosa', lastName: 'Diaz', email: `rosa.${unique()}@example.com` }),
  child: (): Obj => ({
    firstName: 'Mateo',
    lastName: 'Garcia',
    dateOfBirth: '2023-01-01',
    ageGroup: 'toddler',
    parentId: ids.parentA,
    enrollmentDate: '2026-01-05',
    allergies: 'Dairy',
  }),
  curriculum: (): Obj => ({ childId: childA.id, title: 'Leaf rubbing', description: 'Rubbed crayons over autumn leaves.', category: 'creative', notes: 'Loved it' }),
  video: (): Obj => ({
    childId: childA.id,
    title: 'Puppet show',
    description: 'Put on a puppet show for the class.',
    videoUrl: 'https://videos.example/puppets.mp4',
    category: 'activity',
  }),
  daily: (): Obj => ({ childId: childA.id, date: '2026-11-25', mealTime: 'Soup', napTime: '1:00 PM - 2:00 PM', activities: 'Blocks', mood: 'happy', notes: 'A good day' }),
  milestone: (): Obj => ({ childId: childA.id, title: 'Ties shoes', description: 'Tied both shoes alone.', category: 'physical', notes: 'Proud' }),
}

const KEYS = {
  user: ['createdAt', 'email', 'firstName', 'id', 'invitationPending', 'language', 'lastName', 'role', 'username'],
  child: [
    'ageGroup',
    'allergies',
    'createdAt',
    'dateOfBirth',
    'dietaryRestrictions',
    'emergencyContact',
    'emergencyContactPhone',
    'enrollmentDate',
    'favoriteActivities',
    'firstName',
    'id',
    'lastName',
    'medicalConditions',
    'parentId',
    'parentNotes',
    'preferredNapTime',
    'profileImage',
    'specialNeeds',
  ],
  curriculum: ['category', 'childId', 'completedAt', 'createdAt', 'description', 'id', 'notes', 'title'],
  video: ['category', 'childId', 'createdAt', 'description', 'id', 'recordedAt', 'thumbnailUrl', 'title', 'videoUrl'],
  daily: ['activities', 'childId', 'createdAt', 'createdBy', 'date', 'id', 'mealTime', 'mood', 'napTime', 'notes'],
  milestone: ['achievedAt', 'category', 'childId', 'createdAt', 'createdBy', 'description', 'id', 'notes', 'title'],
  application: [
    'address',
    'childAgeGroup',
    'childDateOfBirth',
    'childFirstName',
    'childLastName',
    'desiredStartDate',
    'email',
    'id',
    'parentFirstName',
    'parentLastName',
    'phone',
    'questions',
    'schedulePreference',
    'servicesNeeded',
    'specialNeeds',
    'submittedAt',
    'voucherInterested',
  ],
  contact: ['email', 'id', 'message', 'name', 'submittedAt'],
} as const

function expectKeys(item: unknown, keys: readonly string[]) {
  expect(item && typeof item === 'object' && !Array.isArray(item)).toBe(true)
  expect(Object.keys(item as Obj).sort()).toEqual([...keys].sort())
}

/** A JSON array of records with exactly these fields, sorted by `dateKey`, newest first. */
function expectList(body: unknown, keys: readonly string[], dateKey: string, { minLength = 2 } = {}): Obj[] {
  expect(Array.isArray(body)).toBe(true)
  const list = body as Obj[]
  expect(list.length).toBeGreaterThanOrEqual(minLength)
  for (const item of list) expectKeys(item, keys)
  const times = list.map((item) => Date.parse(String(item[dateKey])))
  expect(times.every((time) => !Number.isNaN(time))).toBe(true)
  for (let i = 1; i < times.length; i++) expect(times[i - 1]!, `${dateKey} newest first at ${i}`).toBeGreaterThanOrEqual(times[i]!)
  return list
}

const omit = (body: Obj, ...keys: string[]): Obj => Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)))

/** An admin's list of family records: both demo families' and some other family's. */
function expectEveryFamily(list: Obj[]) {
  const children = new Set(list.map((item) => String(item.childId)))
  expect(children.has(childA.id) && children.has(childB.id)).toBe(true)
  expect([...children].some((id) => !childrenOfA.includes(id) && !childrenOfB.includes(id))).toBe(true)
}

const counts = (slugs: readonly CollectionSlug[]) => Promise.all(slugs.map((slug) => countAll(slug)))



beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
  actors = await loadActors()
  ids = { parentA: actors.parentA!.id, parentB: actors.parentB!.id, admin: actors.admin!.id, editor: actors.editor!.id }
  const payload = await testPayload()
  const childrenOf = async (parent: string) =>
    (await payload.find({ collection: 'children', where: { parent: { equals: parent } }, sort: 'createdAt', depth: 0, pagination: false, overrideAccess: true })).docs
  const ofA = await childrenOf(ids.parentA)
  const ofB = await childrenOf(ids.parentB)
  childA = ofA.find((child) => child.firstName === 'Sofia')!
  childB = ofB[0]!
  childrenOfA = ofA.map((child) => child.id)
  childrenOfB = ofB.map((child) => child.id)
  for (const actor of ['parentA', 'parentB', 'editor', 'admin'] as const) cookies[actor] = await freshLogin(actor)
})

afterEach(() => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
})

// ---------------------------------------------------------------------------------------------------
// The access matrix
// ---------------------------------------------------------------------------------------------------

type Row = {
  method: 'GET' | 'POST'
  path: () => string
  status: Record<Actor, number>
  body?: (actor: Actor) => unknown
  /** Collections a success adds exactly one document to; a refusal leaves them as they were. */
  writes?: CollectionSlug[]
  /** Needs a session of its own (logout ends it). */
  fresh?: boolean
  check?: (result: ApiResult<unknown>, actor: Actor, cookie: string | undefined) => void | Promise<void>
}

const everyone = (status: number): Record<Actor, number> => ({ anonymous: status, parentA: status, parentB: status, editor: status, admin: status })
const signedIn = (status: number): Record<Actor, number> => ({ anonymous: 401, parentA: status, parentB: status, editor: status, admin: status })
const adminOnly = (status: number): Record<Actor, number> => ({ anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: status })
const families: Record<Actor, number> = { anonymous: 401, parentA: 200, parentB: 200, editor: 403, admin: 200 }
const childOfA: Record<Actor, number> = { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200 }

const actorIdOf = (actor: Actor) => (actor === 'anonymous' ? null : ids[actor])
const loginUsernameOf = (actor: Actor) => (actor === 'anonymous' ? USERNAMES.parentA : USERNAMES[actor])

const checkCreateAccount = (result: ApiResult<unknown>) => {
  const body = result.body as Obj
  expectKeys(body, ['message', 'success', 'user'])
  expect(body.success).toBe(true)
  expect(typeof body.message).toBe('string')
  expectKeys(body.user, ['firstName', 'id', 'invitationPending', 'lastName'])
  // Created with a password: nobody is invited.
  expect(body.user).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz', invitationPending: false })
}

const checkSuccessMessage = (name: string, keys: readonly string[]) => (result: ApiResult<unknown>) => {
  const body = result.body as Obj
  expect(body.success).toBe(true)
  expect(typeof body.message).toBe('string')
  expectKeys(body[name], keys)
}

const ROWS: Record<string, Row> = {
  'POST /api/applications': {
    method: 'POST',
    path: () => '/api/applications',
    status: everyone(201),
    body: () => bodies.application(),
    writes: ['applications'],
    check: ({ body }) => {
      expectKeys(body, KEYS.application)
      expect(body).toMatchObject(omit(bodies.application(), 'questions'))
      expect(Math.abs(Date.parse(String((body as Obj).submittedAt)) - Date.now())).toBeLessThan(60_000)
    },
  },
  'POST /api/contact': {
    method: 'POST',
    path: () => '/api/contact',
    status: everyone(201),
    body: () => bodies.contact(),
    writes: ['contact-messages'],
    check: ({ body }) => {
      expectKeys(body, KEYS.contact)
      expect(body).toMatchObject({ name: 'Ana Silva', email: 'ana.silva@example.com' })
      expect(Math.abs(Date.parse(String((body as Obj).submittedAt)) - Date.now())).toBeLessThan(60_000)
    },
  },
  'POST /api/login': {
    method: 'POST',
    path: () => '/api/login',
    status: everyone(200),
    body: (actor) => ({ username: loginUsernameOf(actor), password: passwordOf(actor === 'anonymous' ? 'parentA' : actor) }),
    check: async ({ body, headers }, actor) => {
      expectKeys(body, ['message', 'success', 'user'])
      const { success, message, user } = body as { success: boolean; message: string; user: Obj }
      expect(success).toBe(true)
      expect(typeof message).toBe('string')
      expect(user).toMatchObject({ id: actorIdOf(actor === 'anonymous' ? 'parentA' : actor), username: loginUsernameOf(actor) })
      for (const key of ['id', 'username', 'firstName', 'lastName', 'email', 'role']) expect(user).toHaveProperty(key)
      const setCookie = headers.get('set-cookie') ?? ''
      expect(setCookie).toMatch(/payload-token=[^;]+/)
      expect(setCookie).toMatch(/HttpOnly/i)
      expect(setCookie).toMatch(/SameSite=Lax/i)
      const me = await api('GET', '/api/auth/user', { cookie: tokenCookie(headers) })
      expect(me.status).toBe(200)
      expect(me.body.username).toBe(loginUsernameOf(actor))
    },
  },
  'GET /api/auth/user': {
    method: 'GET',
    path: () => '/api/auth/user',
    status: signedIn(200),
    check: ({ body }, actor) => {
      expectKeys(body, KEYS.user)
      expect(body).toMatchObject({ id: actorIdOf(actor), username: USERNAMES[actor as SignedIn], role: actor.startsWith('parent') ? 'parent' : actor })
    },
  },
  'GET /api/user': {
    method: 'GET',
    path: () => '/api/user',
    status: signedIn(200),
    check: ({ body }, actor) => {
      expectKeys(body, ['success', 'user'])
      expect((body as Obj).success).toBe(true)
      expectKeys((body as Obj).user, KEYS.user)
      expect((body as Obj).user).toMatchObject({ id: actorIdOf(actor), role: actor.startsWith('parent') ? 'parent' : actor })
    },
  },
  'POST /api/logout': {
    method: 'POST',
    path: () => '/api/logout',
    status: everyone(200),
    fresh: true,
    check: async ({ body, headers }, actor, cookie) => {
      expect((body as Obj).success).toBe(true)
      // The cookie is cleared...
      expect(headers.get('set-cookie') ?? '').toMatch(/payload-token=;|payload-token=(?:[^;]*);.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i)
      // ...and the session is over on the server: the old cookie no longer works.
      if (actor !== 'anonymous') expect((await api('GET', '/api/auth/user', { cookie })).status).toBe(401)
    },
  },
  'POST /api/password/forgot': {
    method: 'POST',
    path: () => '/api/password/forgot',
    status: everyone(200),
    // A name no account has: the answer is the same as for one that has (tests/int/mail.int.spec.ts).
    body: () => ({ login: 'nobody.by.this.name' }),
    check: ({ body }) => {
      expectKeys(body, ['message', 'success'])
      expect(body).toEqual({ success: true, message: RESET_MAIL_ANSWER })
    },
  },
  'POST /api/password/reset': {
    method: 'POST',
    path: () => '/api/password/reset',
    // A token no link ever carried: refused alike for everyone, nobody signed in.
    status: everyone(400),
    body: () => ({ token: 'not-a-token-anyone-was-sent', password: 'a-long-enough-password' }),
  },
  'GET /api/account/notifications': {
    method: 'GET',
    path: () => '/api/account/notifications',
    status: signedIn(200),
    check: ({ body }) => expectKeys(body, ['applicationUpdates', 'invoices', 'medication', 'messages', 'newsletters']),
  },
  'POST /api/account/notifications': {
    method: 'POST',
    path: () => '/api/account/notifications',
    status: signedIn(200),
    body: () => ({ applicationUpdates: true, newsletters: true, messages: true }),
    check: async ({ body }, actor) => {
      expectKeys(body, ['message', 'notifications', 'success'])
      expect((body as Obj).notifications).toEqual({ applicationUpdates: true, newsletters: true, messages: true, invoices: true, medication: true })
      // Saved on the caller's own account.
      expect((await api('GET', '/api/account/notifications', { cookie: cookieOf(actor) })).body).toEqual({ applicationUpdates: true, newsletters: true, messages: true, invoices: true, medication: true })
    },
  },
  'POST /api/account/language': {
    method: 'POST',
    path: () => '/api/account/language',
    status: signedIn(200),
    body: () => ({ language: 'es' }),
    check: async ({ body }, actor) => {
      expectKeys(body, ['language', 'message', 'success'])
      expect(body).toEqual({ success: true, message: 'Your language is saved.', language: 'es' })
      // Saved on the caller's own account, and sent with it from then on.
      const cookie = cookieOf(actor)
      expect(((await api('GET', '/api/auth/user', { cookie })).body as Obj).language).toBe('es')
      // Back to "not chosen", as the seed left it, for the suites after this one.
      await (await testPayload()).update({ collection: 'users', id: actorIdOf(actor)!, data: { language: null }, overrideAccess: true })
    },
  },
  'POST /api/admin/parents/:parentId/invitation': {
    method: 'POST',
    path: () => `/api/admin/parents/${ids.parentA}/invitation`,
    // Parent A chose a password long ago: there is nobody to invite (tests/int/mail.int.spec.ts sends one).
    status: adminOnly(409),
  },
  'GET /api/parent/children': {
    method: 'GET',
    path: () => '/api/parent/children',
    status: { anonymous: 401, parentA: 200, parentB: 200, editor: 403, admin: 200 },
    check: ({ body }, actor) => {
      const own = actor === 'parentA' ? childrenOfA : actor === 'parentB' ? childrenOfB : []
      const list = expectList(body, KEYS.child, 'createdAt', { minLength: own.length })
      expect(list.map((child) => child.id).sort()).toEqual([...own].sort())
      expect(list.every((child) => child.parentId === actorIdOf(actor))).toBe(true)
    },
  },
  'GET /api/curriculum/:childId': {
    method: 'GET',
    path: () => `/api/curriculum/${childA.id}`,
    status: childOfA,
    check: ({ body }) => {
      const list = expectList(body, KEYS.curriculum, 'completedAt')
      expect(list.every((item) => item.childId === childA.id)).toBe(true)
    },
  },
  'GET /api/videos/:childId': {
    method: 'GET',
    path: () => `/api/videos/${childA.id}`,
    status: childOfA,
    check: ({ body }) => {
      const list = expectList(body, KEYS.video, 'recordedAt')
      expect(list.every((item) => item.childId === childA.id && typeof item.videoUrl === 'string')).toBe(true)
    },
  },
  'GET /api/admin/children': {
    method: 'GET',
    path: () => '/api/admin/children',
    status: adminOnly(200),
    check: ({ body }) => {
      const list = expectList(body, KEYS.child, 'createdAt')
      const listed = new Set(list.map((child) => child.id))
      expect([...childrenOfA, ...childrenOfB].every((id) => listed.has(id))).toBe(true)
    },
  },
  'GET /api/admin/parents': {
    method: 'GET',
    path: () => '/api/admin/parents',
    status: adminOnly(200),
    check: ({ body }) => {
      const list = expectList(body, KEYS.user, 'createdAt')
      expect(list.every((user) => user.role === 'parent')).toBe(true)
      expect(list.map((user) => user.id)).toEqual(expect.arrayContaining([ids.parentA, ids.parentB]))
    },
  },
  'GET /api/admin/videos': {
    method: 'GET',
    path: () => '/api/admin/videos',
    status: adminOnly(200),
    check: ({ body }) => {
      const list = expectList(body, KEYS.video, 'recordedAt')
      const children = new Set(list.map((video) => video.childId))
      expect(children.has(childA.id) && children.has(childB.id)).toBe(true)
    },
  },
  'GET /api/admin/activities': {
    method: 'GET',
    path: () => '/api/admin/activities',
    status: adminOnly(200),
    check: ({ body }) => {
      const list = expectList(body, KEYS.curriculum, 'completedAt')
      const children = new Set(list.map((activity) => activity.childId))
      expect(children.has(childA.id) && children.has(childB.id)).toBe(true)
    },
  },
  'GET /api/admin/applications': {
    method: 'GET',
    path: () => '/api/admin/applications',
    status: adminOnly(200),
    check: ({ body }) => void expectList(body, KEYS.application, 'submittedAt'),
  },
  'GET /api/admin/messages': {
    method: 'GET',
    path: () => '/api/admin/messages',
    status: adminOnly(200),
    check: ({ body }) => void expectList(body, KEYS.contact, 'submittedAt'),
  },
  'POST /api/admin/users': {
    method: 'POST',
    path: () => '/api/admin/users',
    status: adminOnly(201),
    body: () => bodies.parentAccount(),
    writes: ['users'],
    check: checkCreateAccount,
  },
  'POST /api/admin/parents': {
    method: 'POST',
    path: () => '/api/admin/parents',
    status: adminOnly(201),
    body: () => bodies.parentAccount(),
    writes: ['users'],
    check: checkCreateAccount,
  },
  'POST /api/admin/children': {
    method: 'POST',
    path: () => '/api/admin/children',
    status: adminOnly(201),
    body: () => bodies.child(),
    writes: ['children'],
    check: (result) => {
      checkSuccessMessage('child', KEYS.child)(result)
      expect((result.body as Obj).child).toMatchObject({ firstName: 'Mateo', parentId: ids.parentA, allergies: 'Dairy' })
    },
  },
  'POST /api/admin/curriculum': {
    method: 'POST',
    path: () => '/api/admin/curriculum',
    status: adminOnly(201),
    body: () => bodies.curriculum(),
    writes: ['curriculum-activities'],
    check: (result) => {
      checkSuccessMessage('activity', KEYS.curriculum)(result)
      expect((result.body as Obj).activity).toMatchObject({ childId: childA.id, title: 'Leaf rubbing', category: 'creative', notes: 'Loved it' })
      // completedAt defaults to now
      expect(Math.abs(Date.parse(String(((result.body as Obj).activity as Obj).completedAt)) - Date.now())).toBeLessThan(60_000)
    },
  },
  'POST /api/admin/videos': {
    method: 'POST',
    path: () => '/api/admin/videos',
    status: adminOnly(201),
    body: () => bodies.video(),
    writes: ['development-videos'],
    check: (result) => {
      checkSuccessMessage('video', KEYS.video)(result)
      expect((result.body as Obj).video).toMatchObject({ childId: childA.id, videoUrl: 'https://videos.example/puppets.mp4', category: 'activity' })
    },
  },
  'GET /api/parents': {
    method: 'GET',
    path: () => '/api/parents',
    status: adminOnly(200),
    check: ({ body }) => {
      const list = expectList(body, KEYS.user, 'createdAt')
      expect(list.every((user) => user.role === 'parent')).toBe(true)
    },
  },
  'GET /api/children': {
    method: 'GET',
    path: () => '/api/children',
    status: adminOnly(200),
    check: ({ body }) => void expectList(body, KEYS.child, 'createdAt'),
  },
  'GET /api/daily-activities': {
    method: 'GET',
    path: () => '/api/daily-activities',
    status: families,
    check: ({ body }, actor) => {
      const list = expectList(body, KEYS.daily, 'date')
      const own = actor === 'parentA' ? childrenOfA : actor === 'parentB' ? childrenOfB : null
      if (own) expect(list.every((item) => own.includes(String(item.childId)))).toBe(true)
      else expectEveryFamily(list)
      expect(list.every((item) => typeof item.createdBy === 'string')).toBe(true)
    },
  },
  'GET /api/milestones': {
    method: 'GET',
    path: () => '/api/milestones',
    status: families,
    check: ({ body }, actor) => {
      const list = expectList(body, KEYS.milestone, 'achievedAt')
      const own = actor === 'parentA' ? childrenOfA : actor === 'parentB' ? childrenOfB : null
      if (own) expect(list.every((item) => own.includes(String(item.childId)))).toBe(true)
      else expectEveryFamily(list)
    },
  },
  'POST /api/parents': {
    method: 'POST',
    path: () => '/api/parents',
    status: adminOnly(201),
    body: () => bodies.parentContact(),
    writes: ['users'],
    check: ({ body }) => {
      expectKeys(body, KEYS.user)
      expect(body).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz', role: 'parent' })
      expect(String((body as Obj).email)).toMatch(/^rosa\..+@example\.com$/)
    },
  },
  'POST /api/children': {
    method: 'POST',
    path: () => '/api/children',
    status: adminOnly(201),
    body: () => bodies.child(),
    writes: ['children'],
    check: ({ body }) => {
      expectKeys(body, KEYS.child)
      expect(body).toMatchObject({ firstName: 'Mateo', lastName: 'Garcia', parentId: ids.parentA, ageGroup: 'toddler' })
    },
  },
  'POST /api/create-example': {
    method: 'POST',
    path: () => '/api/create-example',
    status: adminOnly(201),
    writes: ['users', 'children'],
    check: ({ body }) => expect(body).toEqual({ success: true }),
  },
  'POST /api/daily-activities': {
    method: 'POST',
    path: () => '/api/daily-activities',
    status: adminOnly(201),
    body: () => bodies.daily(),
    writes: ['daily-activities'],
    check: ({ body }) => {
      expectKeys(body, KEYS.daily)
      expect(body).toMatchObject({ childId: childA.id, mood: 'happy', createdBy: ids.admin })
    },
  },
  'POST /api/milestones': {
    method: 'POST',
    path: () => '/api/milestones',
    status: adminOnly(201),
    body: () => bodies.milestone(),
    writes: ['milestones'],
    check: ({ body }) => {
      expectKeys(body, KEYS.milestone)
      expect(body).toMatchObject({ childId: childA.id, title: 'Ties shoes', createdBy: ids.admin })
    },
  },
  'POST /api/secure-admin/login': {
    method: 'POST',
    path: () => '/api/secure-admin/login',
    status: everyone(200),
    body: () => ({ password: DEV_SECURE_ADMIN_PASSWORD }),
    check: ({ body, headers }) => {
      expect(body).toMatchObject({ success: true, user: { username: SECURE_ADMIN_USERNAME, role: 'admin' } })
      expect(headers.get('set-cookie') ?? '').toMatch(/payload-token=[^;]+;.*HttpOnly/i)
    },
  },
  // Family messages: a parent's own thread, the staff inbox (an admin writes to a family: parent A's).
  'GET /api/messages': {
    method: 'GET',
    path: () => '/api/messages',
    status: families,
    check: ({ body }) => expectKeys(body, ['families', 'threads']),
  },
  'GET /api/messages/unread': {
    method: 'GET',
    path: () => '/api/messages/unread',
    status: families,
    check: ({ body }) => expect(typeof (body as Obj).unread).toBe('number'),
  },
  'POST /api/messages': {
    method: 'POST',
    path: () => '/api/messages',
    status: { anonymous: 401, parentA: 201, parentB: 201, editor: 403, admin: 201 },
    body: (actor) => (actor === 'admin' ? { body: 'A message for the contract', familyId: ids.parentA } : { body: 'A message for the contract' }),
    writes: ['family-messages'],
    check: ({ body }, actor) => {
      expectKeys(body, ['families', 'threads'])
      const [thread] = (body as { threads: { familyId: string; messages: { body: string }[] }[] }).threads
      expect(thread!.familyId).toBe(actor === 'admin' ? ids.parentA : actorIdOf(actor))
      expect(thread!.messages.at(-1)?.body).toBe('A message for the contract')
    },
  },
  'POST /api/messages/read': {
    method: 'POST',
    path: () => '/api/messages/read',
    status: families,
    body: (actor) => (actor === 'admin' ? { familyId: ids.parentA } : {}),
    check: ({ body }) => expect(typeof (body as Obj).unread).toBe('number'),
  },
}

const MATRIX = Object.entries(ROWS).flatMap(([label, row]) => ACTORS.map((actor) => [label, actor, row.status[actor]] as const))

/**
 * The endpoints whose callers are tried in another file's matrix, with that file: the contract's groups
 * whole (`operations`) or one entry (`admin.enrollmentBoard`). Each must name the endpoint's path there.
 */
const MATRIX_ELSEWHERE: Record<string, string> = {
  operations: 'operations-api.int.spec.ts',
  consents: 'consents.int.spec.ts',
  recordViews: 'audit-log.int.spec.ts',
  photos: 'photos.int.spec.ts',
  probes: 'probes.int.spec.ts',
  internal: 'content-changes.int.spec.ts',
  'admin.enrollmentBoard': 'enrollment-pipeline.int.spec.ts',
  'admin.moveApplication': 'enrollment-pipeline.int.spec.ts',
  'admin.audit': 'audit-log.int.spec.ts',
  'admin.auditAccounts': 'audit-log.int.spec.ts',
  billing: 'billing-runs.int.spec.ts',
  'billing.invoicePdf': 'billing-documents.int.spec.ts',
  'billing.statement': 'billing-documents.int.spec.ts',
  // Online payments: the checkout's callers (parents, admins; others refused before the body) and Stripe's signed webhook.
  'billing.checkout': 'billing-stripe.int.spec.ts',
  'billing.stripeWebhook': 'billing-stripe.int.spec.ts',
  'admin.billingRun': 'billing-runs.int.spec.ts',
  'admin.recordPayment': 'billing-runs.int.spec.ts',
  'admin.agencyPayment': 'billing-subsidy.int.spec.ts',
  'admin.subsidyAuthorizations': 'billing-subsidy.int.spec.ts',
  'admin.billingAging': 'billing-runs.int.spec.ts',
  'admin.billingLedger': 'billing-ledger.int.spec.ts',
  'admin.subsidyReport': 'billing-runs.int.spec.ts',
  // Immunizations: parents, teachers of two rooms, an editor, anonymous and admins on each path.
  health: 'health.int.spec.ts',
  // Staff certifications: admins only; parents, teachers of two rooms, an editor and anonymous refused on each path.
  'admin.credentials': 'staff-credentials.int.spec.ts',
  'admin.addCredential': 'staff-credentials.int.spec.ts',
  'admin.credentialsExpiring': 'staff-credentials.int.spec.ts',
  // Drills: admins only; parents, teachers of two rooms, an editor and anonymous refused on each path (before the body).
  'admin.drills': 'drills.int.spec.ts',
  'admin.recordDrill': 'drills.int.spec.ts',
  // Medication: parents, teachers of two rooms, an editor, anonymous and admins on each path; the hard stop.
  'health.medications': 'health-medication.int.spec.ts',
  'health.authorizeMedication': 'health-medication.int.spec.ts',
  'health.withdrawMedication': 'health-medication.int.spec.ts',
  'health.recordDose': 'health-medication.int.spec.ts',
  'health.doses': 'health-medication.int.spec.ts',
  'health.today': 'health-medication.int.spec.ts',
  // Health documents: parents of two families, teachers of two rooms, an editor, anonymous and admins on each path.
  'health.documents': 'health-documents.int.spec.ts',
  'health.uploadDocument': 'health-documents.int.spec.ts',
  'health.verifyDocument': 'health-documents.int.spec.ts',
  'health.removeDocument': 'health-documents.int.spec.ts',
  'admin.addCredentialCard': 'health-documents.int.spec.ts',
  // The same method and path as admin.addVideo, with a multipart body: 'POST /api/admin/videos with a video file' below.
  'admin.uploadVideo': 'api-contract.int.spec.ts',
}

/** `METHOD /api/…` of an entry, each path parameter written `:id` (as the labels of ROWS, parameters renamed). */
const labelOf = (endpoint: Endpoint) => {
  const path = typeof endpoint.path === 'function' ? (endpoint.path as (id: string) => string)(':id') : endpoint.path
  return `${endpoint.method} ${path.replace('%3Aid', ':id')}`
}
const asLabel = (row: string) => row.replace(/:[A-Za-z]+/g, ':id')
const contractEntries = Object.entries(contract).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, Endpoint>).map(([name, endpoint]) => ({ group, name, label: labelOf(endpoint) })),
)

describe('the access matrix', () => {
  it('covers every endpoint of the contract (src/registry/api.ts) but those another file’s matrix tries', () => {
    const rows = new Set(Object.keys(ROWS).map(asLabel))
    const elsewhere = (entry: { group: string; name: string }) => MATRIX_ELSEWHERE[`${entry.group}.${entry.name}`] ?? MATRIX_ELSEWHERE[entry.group]
    expect(contractEntries.filter((entry) => !rows.has(entry.label) && !elsewhere(entry)).map((entry) => entry.label)).toEqual([])
    // No row for an endpoint the contract does not have.
    expect([...rows].filter((row) => !contractEntries.some((entry) => entry.label === row))).toEqual([])
    // Every endpoint left to another file is named in that file.
    for (const entry of contractEntries.filter((candidate) => !rows.has(candidate.label) || elsewhere(candidate) === 'api-contract.int.spec.ts')) {
      const file = path.join(import.meta.dirname, elsewhere(entry)!)
      expect(existsSync(file), `${entry.label}: ${file}`).toBe(true)
      const pathPrefix = entry.label.split(' ')[1]!.split('/:id')[0]!
      expect(readFileSync(file, 'utf8'), `${entry.label} in ${elsewhere(entry)}`).toContain(pathPrefix)
    }
    expect(MATRIX).toHaveLength(Object.keys(ROWS).length * ACTORS.length)
  })

  it.each(MATRIX)('%s as %s → %i', async (label, actor, status) => {
    const row = ROWS[label]!
    const cookie = row.fresh && actor !== 'anonymous' ? await freshLogin(actor) : cookieOf(actor)
    const writes = row.writes ?? []
    const before = await counts(writes)
    const result = await api<unknown>(row.method, row.path(), { cookie, body: row.body?.(actor) })
    expect(result.status, result.text.slice(0, 300)).toBe(status)
    const after = await counts(writes)
    if (status >= 400) {
      expect(after, 'a refusal writes nothing').toEqual(before)
      expect(typeof (result.body as Obj).message).toBe('string')
      expect(tokenCookie(result.headers)).toBeUndefined()
    } else {
      expect(after, 'a success writes exactly one').toEqual(before.map((count) => count + 1))
      await row.check?.(result, actor, cookie)
    }
  })
})

// ---------------------------------------------------------------------------------------------------
// One family's child, asked for by another
// ---------------------------------------------------------------------------------------------------

describe('a child of another family', () => {
  const CASES = (['curriculum', 'videos'] as const).flatMap((kind) =>
    (
      [
        ['parentA', 'B', 404],
        ['parentB', 'A', 404],
        ['parentA', 'A', 200],
        ['parentB', 'B', 200],
        ['admin', 'A', 200],
        ['admin', 'B', 200],
      ] as const
    ).map(([actor, family, status]) => [kind, actor, family, status] as const),
  )

  it.each(CASES)('GET /api/%s/:childId as %s for family %s’s child → %i', async (kind, actor, family, status) => {
    const child = family === 'A' ? childA : childB
    const result = await api<unknown>('GET', `/api/${kind}/${child.id}`, { cookie: cookies[actor] })
    expect(result.status).toBe(status)
    if (status === 404) {
      expect(result.body).toEqual({ message: 'Not found.' })
      // Nothing of that family: not the child, not its parent, not a record of it.
      const payload = await testPayload()
      const collection = kind === 'curriculum' ? 'curriculum-activities' : 'development-videos'
      const records = (await payload.find({ collection, where: { child: { equals: child.id } }, depth: 0, pagination: false, overrideAccess: true })).docs
      expect(records.length).toBeGreaterThan(0)
      for (const secret of [child.id, child.firstName, family === 'A' ? ids.parentA : ids.parentB, ...records.map((record) => record.id)]) {
        expect(result.text).not.toContain(secret)
      }
    } else {
      const list = expectList(result.body, kind === 'curriculum' ? KEYS.curriculum : KEYS.video, kind === 'curriculum' ? 'completedAt' : 'recordedAt')
      expect(list.every((item) => item.childId === child.id)).toBe(true)
    }
  })

  it('a child with no records yet: its family and admins get an empty list, another family a 404', async () => {
    const payload = await testPayload()
    const child = await payload.create({
      collection: 'children',
      data: { firstName: 'Newcomer', lastName: 'Recordless', dateOfBirth: '2024-05-01', enrollmentDate: '2026-11-02', parent: ids.parentA },
      user: actors.admin,
      overrideAccess: false,
    })
    try {
      for (const kind of ['curriculum', 'videos']) {
        for (const actor of ['parentA', 'admin'] as const) {
          const result = await api<unknown>('GET', `/api/${kind}/${child.id}`, { cookie: cookies[actor] })
          expect(result.status).toBe(200)
          expect(result.body).toEqual([])
        }
        const other = await api<unknown>('GET', `/api/${kind}/${child.id}`, { cookie: cookies.parentB })
        expect(other.status).toBe(404)
        expect(other.body).toEqual({ message: 'Not found.' })
        expect(other.text).not.toContain('Newcomer')
      }
    } finally {
      await payload.delete({ collection: 'children', id: child.id, overrideAccess: true })
    }
  })

  it.each([
    ['parentA', 'not-a-uuid'],
    ['parentA', '00000000-0000-4000-8000-000000000000'],
    ['admin', '00000000-0000-4000-8000-000000000000'],
    ['admin', "'; drop table children; --"],
    ['admin', '<script>alert(1)</script>'],
  ] as const)('an unknown child id as %s (%s) is a 404 on both lists', async (actor, childId) => {
    for (const kind of ['curriculum', 'videos']) {
      const result = await api('GET', `/api/${kind}/${encodeURIComponent(childId)}`, { cookie: cookies[actor] })
      expect(result.status).toBe(404)
      expect(result.body).toEqual({ message: 'Not found.' })
    }
  })

  it.each(['daily-activities', 'milestones'] as const)('GET /api/%s gives a parent only their own children’s records', async (kind) => {
    const ofA = await api<Obj[]>('GET', `/api/${kind}`, { cookie: cookies.parentA })
    const ofB = await api<Obj[]>('GET', `/api/${kind}`, { cookie: cookies.parentB })
    expect(ofA.body.length).toBeGreaterThan(0)
    expect(ofB.body.length).toBeGreaterThan(0)
    for (const id of childrenOfB) expect(ofA.text).not.toContain(id)
    for (const id of childrenOfA) expect(ofB.text).not.toContain(id)
    const all = await api<Obj[]>('GET', `/api/${kind}`, { cookie: cookies.admin })
    expect(all.body.length).toBeGreaterThanOrEqual(ofA.body.length + ofB.body.length)
  })
})

// ---------------------------------------------------------------------------------------------------
// docs/spec.md §5 through the API
// ---------------------------------------------------------------------------------------------------

const OMIT = '<omit>'
type Caller = 'admin' | 'anonymous'
type Target = { path: string; caller: Caller; body: () => Obj; writes: CollectionSlug[] }

const TARGETS = {
  applications: { path: '/api/applications', caller: 'anonymous', body: () => bodies.application(), writes: ['applications'] },
  contact: { path: '/api/contact', caller: 'anonymous', body: () => bodies.contact(), writes: ['contact-messages'] },
  login: { path: '/api/login', caller: 'anonymous', body: () => ({ username: USERNAMES.parentA, password: seedPasswords().parent }), writes: [] },
  adminUsers: { path: '/api/admin/users', caller: 'admin', body: () => bodies.parentAccount(), writes: ['users'] },
  adminParents: { path: '/api/admin/parents', caller: 'admin', body: () => bodies.parentAccount(), writes: ['users'] },
  parents: { path: '/api/parents', caller: 'admin', body: () => bodies.parentContact(), writes: ['users'] },
  adminChildren: { path: '/api/admin/children', caller: 'admin', body: () => bodies.child(), writes: ['children'] },
  children: { path: '/api/children', caller: 'admin', body: () => bodies.child(), writes: ['children'] },
  curriculum: { path: '/api/admin/curriculum', caller: 'admin', body: () => bodies.curriculum(), writes: ['curriculum-activities'] },
  videos: { path: '/api/admin/videos', caller: 'admin', body: () => bodies.video(), writes: ['development-videos'] },
  daily: { path: '/api/daily-activities', caller: 'admin', body: () => bodies.daily(), writes: ['daily-activities'] },
  milestones: { path: '/api/milestones', caller: 'admin', body: () => bodies.milestone(), writes: ['milestones'] },
  gate: { path: '/api/secure-admin/login', caller: 'anonymous', body: () => ({ password: DEV_SECURE_ADMIN_PASSWORD }), writes: [] },
} satisfies Record<string, Target>
type TargetName = keyof typeof TARGETS

const MESSAGES: (readonly [target: TargetName, field: string, value: unknown, message: string])[] = [
  ['applications', 'parentFirstName', '', 'Parent first name is required'],
  ['applications', 'parentFirstName', OMIT, 'Parent first name is required'],
  ['applications', 'parentLastName', '   ', 'Parent last name is required'],
  ['applications', 'email', 'not-an-email', 'Please enter a valid email address'],
  ['applications', 'email', OMIT, 'Please enter a valid email address'],
  ['applications', 'phone', '555-0100', 'Please enter a valid phone number'],
  ['applications', 'address', '', 'Home address is required'],
  ['applications', 'childFirstName', '', 'Child first name is required'],
  ['applications', 'childLastName', '', 'Child last name is required'],
  ['applications', 'childDateOfBirth', '', 'Child date of birth is required'],
  ['applications', 'childAgeGroup', '', 'Please select an age group'],
  ['applications', 'childAgeGroup', 'teenager', 'Please select an age group'],
  ['applications', 'desiredStartDate', OMIT, 'Please select a desired start date'],
  ['applications', 'schedulePreference', OMIT, 'Please select a schedule preference'],
  ['contact', 'name', '', 'Name is required'],
  ['contact', 'name', '  ', 'Name is required'],
  ['contact', 'email', 'x', 'Please enter a valid email address'],
  ['contact', 'message', 'too short', 'Message must be at least 10 characters'],
  ['login', 'username', '', 'Username is required'],
  ['login', 'username', OMIT, 'Username is required'],
  ['login', 'password', '', 'Password is required'],
  ...(['adminUsers', 'adminParents'] as const).flatMap((target) => [
    [target, 'username', 'ab', 'Username must be at least 3 characters'] as const,
    [target, 'password', '12345', 'Password must be at least 6 characters'] as const,
    [target, 'firstName', '', 'First name is required'] as const,
    [target, 'lastName', OMIT, 'Last name is required'] as const,
    [target, 'email', 'not-an-email', 'Valid email is required'] as const,
  ]),
  ['parents', 'firstName', '', 'First name is required'],
  ['parents', 'lastName', '', 'Last name is required'],
  ['parents', 'email', OMIT, 'Valid email is required'],
  ['parents', 'email', 'rosa@', 'Valid email is required'],
  ...(['adminChildren', 'children'] as const).flatMap((target) => [
    [target, 'firstName', '', "Child's first name is required"] as const,
    [target, 'lastName', OMIT, "Child's last name is required"] as const,
    [target, 'dateOfBirth', '', 'Date of birth is required'] as const,
    [target, 'parentId', '', 'Parent ID is required'] as const,
    [target, 'parentId', OMIT, 'Parent ID is required'] as const,
    [target, 'enrollmentDate', '', 'Enrollment date is required'] as const,
  ]),
  ['curriculum', 'childId', '', 'Child ID is required'],
  ['curriculum', 'title', '', 'Activity title is required'],
  ['curriculum', 'description', OMIT, 'Activity description is required'],
  ['curriculum', 'category', '', 'Category is required'],
  ['curriculum', 'category', 'cooking', 'Category is required'],
  ['videos', 'childId', OMIT, 'Child ID is required'],
  ['videos', 'title', '', 'Video title is required'],
  ['videos', 'category', OMIT, 'Category is required'],
  ['videos', 'videoUrl', 'not a url', 'Valid video URL is required'],
  ['videos', 'videoUrl', 'javascript:alert(1)', 'Valid video URL is required'],
  ['daily', 'childId', '', 'Child ID is required'],
  ['daily', 'date', '', 'Date is required'],
  ['daily', 'date', 'tomorrow', 'Date is required'],
  ['milestones', 'childId', '', 'Child ID is required'],
  ['milestones', 'title', '', 'Milestone title is required'],
  ['milestones', 'description', '', 'Description is required'],
  ['milestones', 'category', 'bogus', 'Category is required'],
  ['gate', 'password', '', 'Password is required'],
]

async function send(target: Target, body: unknown, extra: ApiOptions = {}) {
  return api<Obj>('POST', target.path, { cookie: cookieOf(target.caller), body, ...extra })
}

describe('list totals', () => {
  const LISTS = [
    ['/api/admin/children', 'children', undefined],
    ['/api/admin/parents', 'users', { role: { equals: 'parent' } }],
    ['/api/admin/activities', 'curriculum-activities', undefined],
    ['/api/admin/videos', 'development-videos', undefined],
    ['/api/admin/applications', 'applications', undefined],
    ['/api/admin/messages', 'contact-messages', undefined],
    ['/api/children', 'children', undefined],
    ['/api/parents', 'users', { role: { equals: 'parent' } }],
    ['/api/daily-activities', 'daily-activities', undefined],
    ['/api/milestones', 'milestones', undefined],
  ] as const

  beforeAll(async () => {
    // Two of each public submission, so every list has more than the one record asked for.
    for (let i = 0; i < 2; i++) {
      expect((await api('POST', '/api/applications', { body: bodies.application() })).status).toBe(201)
      expect((await api('POST', '/api/contact', { body: bodies.contact() })).status).toBe(201)
    }
  })

  it.each(LISTS)('GET %s?limit=1 is one record, and X-Total-Count is the whole list (%s)', async (path, slug, where) => {
    const total = await countAll(slug, where)
    expect(total).toBeGreaterThan(1)
    const window = await api<unknown[]>('GET', `${path}?limit=1`, { cookie: cookies.admin })
    expect(window.status).toBe(200)
    expect(window.body).toHaveLength(1)
    expect(window.headers.get('X-Total-Count')).toBe(String(total))
    const whole = await api<unknown[]>('GET', path, { cookie: cookies.admin })
    expect(whole.headers.get('X-Total-Count')).toBe(String(total))
    expect(whole.body).toHaveLength(Math.min(total, 500))
  })

  it('a parent’s total counts only their own family’s records', async () => {
    for (const [path, slug] of [
      ['/api/daily-activities', 'daily-activities'],
      ['/api/milestones', 'milestones'],
    ] as const) {
      const own = await countAll(slug, { family: { equals: ids.parentA } })
      expect(own).toBeLessThan(await countAll(slug))
      const result = await api<unknown[]>('GET', `${path}?limit=1`, { cookie: cookies.parentA })
      expect(result.headers.get('X-Total-Count')).toBe(String(own))
    }
  })
})

describe('?childId= on daily reports and milestones', () => {
  const LISTS = [
    ['/api/daily-activities', 'daily-activities'],
    ['/api/milestones', 'milestones'],
  ] as const

  it.each(LISTS)('GET %s?childId= gives that child’s records to its family and admins, nothing to another family', async (path, slug) => {
    const ofChild = await countAll(slug, { child: { equals: childA.id } })
    expect(ofChild).toBeGreaterThan(0)
    expect(ofChild).toBeLessThanOrEqual(await countAll(slug, { family: { equals: ids.parentA } }))
    for (const actor of ['parentA', 'admin'] as const) {
      const result = await api<Obj[]>('GET', `${path}?childId=${childA.id}`, { cookie: cookies[actor] })
      expect(result.status).toBe(200)
      expect(result.body).toHaveLength(ofChild)
      expect(result.body.every((record) => record.childId === childA.id)).toBe(true)
      expect(result.headers.get('X-Total-Count')).toBe(String(ofChild))
    }
    const other = await api<Obj[]>('GET', `${path}?childId=${childA.id}`, { cookie: cookies.parentB })
    expect(other.status).toBe(200)
    expect(other.body).toEqual([])
    expect(other.headers.get('X-Total-Count')).toBe('0')
  })

  it.each(LISTS)('GET %s?childId= with something that is not a child id is a 400 naming the field', async (path) => {
    for (const childId of ['not-a-uuid', "'; drop table children; --", '']) {
      const result = await api<Obj>('GET', `${path}?childId=${encodeURIComponent(childId)}`, { cookie: cookies.parentA })
      expect(result.status).toBe(400)
      expect(result.body).toEqual({ message: 'childId must be the id of a child.', errors: [{ field: 'childId', message: 'childId must be the id of a child.' }] })
    }
  })
})

describe('docs/spec.md §5 messages through the API', () => {
  it.each(MESSAGES)('%s: %s = %j → 400 %s, nothing written', async (name, field, value, message) => {
    const target: Target = TARGETS[name]
    const body = target.body()
    if (value === OMIT) delete body[field]
    else body[field] = value
    const before = await counts(target.writes)
    const result = await send(target, body)
    expect(result.status).toBe(400)
    expect(result.body).toEqual({ message, errors: [{ field, message }] })
    expect(await counts(target.writes)).toEqual(before)
  })

  it.each([
    ['applications', ['parentFirstName', 'parentLastName', 'email', 'phone', 'address', 'childFirstName', 'childLastName', 'childDateOfBirth', 'childAgeGroup', 'desiredStartDate', 'schedulePreference']],
    ['contact', ['name', 'email', 'message']],
    ['login', ['username', 'password']],
    ['adminUsers', ['username', 'password', 'firstName', 'lastName']],
    ['parents', ['firstName', 'lastName', 'email']],
    ['children', ['firstName', 'lastName', 'dateOfBirth', 'parentId', 'enrollmentDate']],
    ['curriculum', ['childId', 'title', 'description', 'category']],
    ['videos', ['childId', 'title', 'videoUrl', 'category']],
    ['daily', ['childId', 'date']],
    ['milestones', ['childId', 'title', 'description']],
  ] as const)('%s: an empty body lists every required field with its message', async (name, fields) => {
    const target: Target = TARGETS[name]
    const before = await counts(target.writes)
    const result = await send(target, {})
    expect(result.status).toBe(400)
    const errors = result.body.errors as { field: string; message: string }[]
    expect(errors.map((error) => error.field).sort()).toEqual([...fields].sort())
    expect(errors.every((error) => typeof error.message === 'string' && error.message.length > 0)).toBe(true)
    expect(result.body.message).toBe(errors[0]!.message)
    expect(await counts(target.writes)).toEqual(before)
  })

  it('the application defaults of docs/spec.md §3 are applied', async () => {
    const minimal = omit(bodies.application(), 'servicesNeeded', 'voucherInterested', 'specialNeeds', 'questions')
    const result = await send(TARGETS.applications, minimal)
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({ servicesNeeded: [], voucherInterested: false, specialNeeds: '', questions: '' })
  })

  it('a milestone without a category is physical, and dates default to now', async () => {
    const result = await send(TARGETS.milestones, omit(bodies.milestone(), 'category'))
    expect(result.status).toBe(201)
    expect(result.body.category).toBe('physical')
    expect(Math.abs(Date.parse(String(result.body.achievedAt)) - Date.now())).toBeLessThan(60_000)
  })

  it.each([
    ['curriculum', 'childId'],
    ['videos', 'childId'],
    ['daily', 'childId'],
    ['milestones', 'childId'],
    ['children', 'parentId'],
  ] as const)('%s: an unknown %s is refused with that field and nothing written', async (name, field) => {
    const target: Target = TARGETS[name]
    for (const value of ['00000000-0000-4000-8000-000000000000', "'; drop table children; --"]) {
      const before = await counts(target.writes)
      const result = await send(target, { ...target.body(), [field]: value })
      expect(result.status).toBe(400)
      expect((result.body.errors as { field: string }[]).map((error) => error.field)).toEqual([field])
      expect(await counts(target.writes)).toEqual(before)
    }
  })

  it('a child’s parent must be a parent account', async () => {
    const before = await countAll('children')
    const result = await send(TARGETS.children, { ...bodies.child(), parentId: ids.editor })
    expect(result.status).toBe(400)
    expect(result.body.errors).toEqual([{ field: 'parentId', message: expect.any(String) }])
    expect(await countAll('children')).toBe(before)
  })
})

describe('accounts created through the contract', () => {
  it.each([
    ['adminUsers', 'username', 'maria.garcia'],
    ['adminUsers', 'username', 'MARIA.Garcia'],
    ['adminUsers', 'email', 'maria.garcia@example.com'],
    ['adminUsers', 'email', 'James.Okafor@Example.com'],
    ['adminParents', 'username', 'james.okafor'],
    ['adminParents', 'email', 'maria.garcia@example.com'],
    ['parents', 'email', 'maria.garcia@example.com'],
  ] as const)('%s: a taken %s (%s) → 409 naming the field, nothing written', async (name, field, value) => {
    const target: Target = TARGETS[name]
    const before = await countAll('users')
    const result = await send(target, { ...target.body(), [field]: value })
    expect(result.status).toBe(409)
    expect(typeof result.body.message).toBe('string')
    expect((result.body.errors as { field: string }[]).map((error) => error.field)).toEqual([field])
    expect(await countAll('users')).toBe(before)
  })

  it.each(['adminUsers', 'adminParents', 'parents'] as const)('%s: the role is always parent, even with role admin in the body', async (name) => {
    const target: Target = TARGETS[name]
    for (const role of ['admin', 'editor']) {
      const body: Obj = { ...target.body(), role }
      const result = await send(target, body)
      expect(result.status).toBe(201)
      const id = String((result.body.user as Obj | undefined)?.id ?? result.body.id)
      const stored = await (await testPayload()).findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
      expect(stored.role).toBe('parent')
      if (typeof body.password === 'string') {
        const cookie = await apiLogin(String(body.username), body.password)
        expect((await api('GET', '/api/auth/user', { cookie })).body.role).toBe('parent')
        expect((await api('GET', '/api/admin/children', { cookie })).status).toBe(403)
      }
    }
  })

  it.each([
    ['daily', 'daily-activities'],
    ['milestones', 'milestones'],
  ] as const)('%s: createdBy is the session’s user and family the child’s, whatever the body says', async (name, collection) => {
    const target: Target = TARGETS[name]
    const injectedId = '11111111-1111-4111-8111-111111111111'
    const result = await send(target, { ...target.body(), createdBy: ids.parentB, family: ids.parentB, id: injectedId })
    expect(result.status).toBe(201)
    expect(result.body.createdBy).toBe(ids.admin)
    expect(result.body.id).not.toBe(injectedId)
    const stored = (await (await testPayload()).findByID({ collection, id: String(result.body.id), depth: 0, overrideAccess: true })) as unknown as Obj
    expect(stored.createdBy).toBe(ids.admin)
    expect(stored.family).toBe(ids.parentA)
  })
})

// ---------------------------------------------------------------------------------------------------
// Protocol rules
// ---------------------------------------------------------------------------------------------------

const POSTS: [label: string, target: Target][] = [
  ...Object.values(TARGETS).map((target): [string, Target] => [target.path, target]),
  ['/api/create-example', { path: '/api/create-example', caller: 'admin', body: () => ({}), writes: ['users', 'children'] }],
]

describe('protocol', () => {
  it.each(POSTS)('POST %s: malformed JSON → 400, nothing written', async (_label, target) => {
    for (const raw of ['{"name": ', '{bad json}', "{'single': 'quotes'}"]) {
      const before = await counts(target.writes)
      const result = await send(target, undefined, { raw, headers: { 'Content-Type': 'application/json' } })
      expect(result.status).toBe(400)
      expect(result.body.message).toBe('Malformed JSON body.')
      expect(await counts(target.writes)).toEqual(before)
    }
  })

  it.each(POSTS)('POST %s: a JSON body that is not an object → 400', async (_label, target) => {
    for (const raw of ['[]', '"text"', '42', 'null']) {
      const before = await counts(target.writes)
      const result = await send(target, undefined, { raw, headers: { 'Content-Type': 'application/json' } })
      expect(result.status).toBe(400)
      expect(await counts(target.writes)).toEqual(before)
    }
  })

  it.each(POSTS)('POST %s: a body over 1 MB → 413, nothing written', async (_label, target) => {
    const before = await counts(target.writes)
    const raw = JSON.stringify({ ...target.body(), padding: 'x'.repeat(1024 * 1024) })
    const result = await send(target, undefined, { raw, headers: { 'Content-Type': 'application/json' } })
    expect(result.status).toBe(413)
    expect(await counts(target.writes)).toEqual(before)
  })

  it.each(POSTS)('POST %s: a body that is not application/json → 415, nothing written', async (_label, target) => {
    const body = target.body()
    const asForm = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]))
    const attempts: ApiOptions[] = [
      { raw: JSON.stringify(body.password ? body : { ...body, x: 1 }), headers: { 'Content-Type': 'text/plain' } },
      { raw: JSON.stringify({ ...body, x: 1 }) },
      { raw: asForm.toString() || 'x=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    ]
    for (const attempt of attempts) {
      const before = await counts(target.writes)
      const result = await send(target, undefined, attempt)
      expect(result.status).toBe(415)
      expect(typeof result.body.message).toBe('string')
      expect(await counts(target.writes)).toEqual(before)
    }
  })

  it.each(POSTS)('POST %s: text the database cannot keep (NUL, a lone surrogate) → 400, nothing written', async (_label, target) => {
    const body = target.body()
    const field = Object.keys(body).find((key) => typeof body[key] === 'string' && !/id$/i.test(key)) ?? 'extra'
    for (const bad of ['a\u0000b', 'a\uD800b']) {
      const before = await counts(target.writes)
      const result = await send(target, { ...body, [field]: bad })
      expect(result.status).toBe(400)
      expect((result.body.errors as { field: string }[]).map((error) => error.field)).toEqual([field])
      expect(await counts(target.writes)).toEqual(before)
    }
  })

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/admin/nope'],
    ['DELETE', '/api/children/123'],
    ['PUT', '/api/curriculum'],
    ['GET', '/api/parent/children/extra/segments'],
  ] as const)('%s %s (unknown) → 404 JSON', async (method, url) => {
    const result = await api(method, url, { cookie: cookies.admin })
    expect(result.status).toBe(404)
    expect(result.headers.get('content-type')).toMatch(/^application\/json/)
    expect(result.body).toEqual({ message: 'Not found.' })
  })

  it.each(POSTS)('POST %s with a session cookie from another Origin → refused, nothing written', async (_label, target) => {
    const attempts: ApiOptions[] = [{ origin: EVIL_ORIGIN }, { origin: null, headers: { 'Sec-Fetch-Site': 'cross-site' } }]
    for (const attempt of attempts) {
      const before = await counts(target.writes)
      const result = await api('POST', target.path, { cookie: cookies.admin, body: target.body(), ...attempt })
      expect(result.status).toBe(403)
      expect(tokenCookie(result.headers)).toBeUndefined()
      expect(await counts(target.writes)).toEqual(before)
    }
  })

  it('a cross-origin logout does not end the session; multipart from another origin writes nothing', async () => {
    const cookie = await freshLogin('parentA')
    expect((await api('POST', '/api/logout', { cookie, origin: EVIL_ORIGIN })).status).toBe(403)
    expect((await api('GET', '/api/auth/user', { cookie })).status).toBe(200)
    const before = await counts(['media', 'development-videos'])
    const form = new FormData()
    for (const [key, value] of Object.entries({ childId: childA.id, title: 'x', category: 'activity' })) form.set(key, value)
    form.set('video', new File([new Uint8Array([0, 0, 0, 24])], 'a.mp4', { type: 'video/mp4' }))
    expect((await api('POST', '/api/admin/videos', { cookie: cookies.admin, raw: form, origin: EVIL_ORIGIN })).status).toBe(403)
    expect(await counts(['media', 'development-videos'])).toEqual(before)
  })

  it('no body carries a password hash or salt, even where accounts are listed', async () => {
    const payload = await testPayload()
    const stored = (await payload.find({ collection: 'users', showHiddenFields: true, overrideAccess: true, pagination: false, depth: 0 })).docs as unknown as Obj[]
    const secrets = stored.flatMap((user) => [user.hash, user.salt]).filter((value): value is string => typeof value === 'string' && value.length > 8)
    expect(secrets.length).toBeGreaterThan(4)
    const answers = [
      await api('GET', '/api/admin/parents', { cookie: cookies.admin }),
      await api('GET', '/api/parents', { cookie: cookies.admin }),
      await api('GET', '/api/auth/user', { cookie: cookies.parentA }),
      await api('GET', '/api/user', { cookie: cookies.admin }),
      await api('POST', '/api/login', { body: { username: USERNAMES.parentB, password: seedPasswords().parent } }),
      await api('POST', '/api/admin/users', { cookie: cookies.admin, body: bodies.parentAccount() }),
      await api('POST', '/api/parents', { cookie: cookies.admin, body: bodies.parentContact() }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300)
      expect(answer.text).not.toMatch(/hash|salt/i)
      for (const secret of secrets) expect(answer.text).not.toContain(secret)
    }
  })
})

// ---------------------------------------------------------------------------------------------------
// Login, lockout, logout
// ---------------------------------------------------------------------------------------------------

describe('login and sessions', () => {
  it('an unknown user and a wrong password get the same 401 and no cookie', async () => {
    const unknown = await api('POST', '/api/login', { body: { username: `nobody.${unique()}`, password: 'whatever-123' } })
    const wrong = await api('POST', '/api/login', { body: { username: USERNAMES.parentB, password: 'wrong-password' } })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(unknown.body).toMatchObject({ success: false, message: expect.any(String) })
    expect(tokenCookie(unknown.headers)).toBeUndefined()
    expect(tokenCookie(wrong.headers)).toBeUndefined()
  })

  it('after 5 failed attempts from one address the account is locked there: 429 saying when to retry, even with the right password', async () => {
    const account = bodies.parentAccount()
    expect((await api('POST', '/api/admin/users', { cookie: cookies.admin, body: account })).status).toBe(201)
    const username = String(account.username)
    // Lockout counts per (client address, login name): the address is the server's stamp.
    const address = { [CLIENT_ADDRESS_HEADER]: uniqueAddress() }
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await api('POST', '/api/login', { body: { username, password: `wrong-${attempt}` }, headers: address })
      expect(failed.status, `attempt ${attempt}`).toBe(401)
    }
    const locked = await api('POST', '/api/login', { body: { username, password: String(account.password) }, headers: address })
    expect(locked.status).toBe(429)
    expect(locked.body.success).toBe(false)
    expect(String(locked.body.message)).toMatch(/try again in \d+ (minutes?|seconds?)/i)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(tokenCookie(locked.headers)).toBeUndefined()
    // From another address the account holder still gets in.
    expect((await api('POST', '/api/login', { body: { username, password: String(account.password) }, headers: { [CLIENT_ADDRESS_HEADER]: uniqueAddress() } })).status).toBe(200)
    // The seeded accounts are untouched.
    expect((await api('POST', '/api/login', { body: { username: USERNAMES.parentB, password: seedPasswords().parent } })).status).toBe(200)
  })

  it('logout ends the session on the server, not only the cookie', async () => {
    const cookie = await freshLogin('parentA')
    const other = await freshLogin('parentA')
    expect((await api('GET', '/api/auth/user', { cookie })).status).toBe(200)
    const out = await api('POST', '/api/logout', { cookie })
    expect(out.status).toBe(200)
    for (const url of ['/api/auth/user', '/api/user', '/api/parent/children', `/api/curriculum/${childA.id}`]) {
      expect((await api('GET', url, { cookie })).status, url).toBe(401)
    }
    // Another session of the same parent (another device) goes on.
    expect((await api('GET', '/api/auth/user', { cookie: other })).status).toBe(200)
  })

  it('a new role or a deleted account takes effect on the very next request', async () => {
    const payload = await testPayload()
    const username = `cache.check.${Date.now()}`
    const created = await payload.create({ collection: 'users', data: { username, password: 'cache-check-123', role: 'parent' } })
    const cookie = await apiLogin(username, 'cache-check-123')
    expect((await api('GET', '/api/auth/user', { cookie })).body.role).toBe('parent')
    await payload.update({ collection: 'users', id: created.id, data: { role: 'editor' } })
    expect((await api('GET', '/api/auth/user', { cookie })).body.role).toBe('editor')
    expect((await api('GET', '/api/parent/children', { cookie })).status).toBe(403)
    await payload.delete({ collection: 'users', id: created.id })
    expect((await api('GET', '/api/auth/user', { cookie })).status).toBe(401)
  })

  it('a forged or garbage session cookie is anonymous', async () => {
    for (const cookie of ['payload-token=garbage', `payload-token=${'a'.repeat(40)}.${'b'.repeat(40)}.${'c'.repeat(40)}`]) {
      expect((await api('GET', '/api/auth/user', { cookie })).status).toBe(401)
      expect((await api('GET', '/api/admin/children', { cookie })).status).toBe(401)
    }
  })
})

// ---------------------------------------------------------------------------------------------------
// Rate limits (PostgreSQL, per client address; RATE_LIMIT_* = 0 turns them off)
// ---------------------------------------------------------------------------------------------------

describe('rate limits', () => {
  it.each([
    ['/api/applications', 'applications', () => bodies.application()],
    ['/api/contact', 'contact-messages', () => bodies.contact()],
  ] as const)('POST %s: the third form in a minute from one address → 429 with Retry-After, not stored', async (url, collection, body) => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_FORMS = '2'
    const address = uniqueAddress()
    const before = await countAll(collection)
    for (let i = 0; i < 2; i++) expect((await api('POST', url, { body: body(), headers: { [CLIENT_ADDRESS_HEADER]: address } })).status).toBe(201)
    const third = await api('POST', url, { body: body(), headers: { [CLIENT_ADDRESS_HEADER]: address } })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(typeof third.body.message).toBe('string')
    expect(await countAll(collection)).toBe(before + 2)
    // Another address is not affected.
    expect((await api('POST', url, { body: body(), headers: { [CLIENT_ADDRESS_HEADER]: uniqueAddress() } })).status).toBe(201)
    process.env.RATE_LIMIT_FORMS = '0'
    expect((await api('POST', url, { body: body(), headers: { [CLIENT_ADDRESS_HEADER]: address } })).status).toBe(201)
  })

  it('POST /api/login: over the limit → 429 with Retry-After and no session, even with the right password', async () => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_LOGIN = '2'
    const address = uniqueAddress()
    const credentials = { username: USERNAMES.parentB, password: seedPasswords().parent }
    for (let i = 0; i < 2; i++) expect((await api('POST', '/api/login', { body: credentials, headers: { [CLIENT_ADDRESS_HEADER]: address } })).status).toBe(200)
    const third = await api('POST', '/api/login', { body: credentials, headers: { [CLIENT_ADDRESS_HEADER]: address } })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(tokenCookie(third.headers)).toBeUndefined()
  })

  it('POST /api/secure-admin/login: over the limit → 429, even with the right password', async () => {
    await awaitRoomInThisMinute()
    process.env.RATE_LIMIT_LOGIN = '2'
    const address = uniqueAddress()
    for (let i = 0; i < 2; i++) {
      expect((await api('POST', '/api/secure-admin/login', { body: { password: 'wrong' }, headers: { [CLIENT_ADDRESS_HEADER]: address } })).status).toBe(401)
    }
    const third = await api('POST', '/api/secure-admin/login', { body: { password: DEV_SECURE_ADMIN_PASSWORD }, headers: { [CLIENT_ADDRESS_HEADER]: address } })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(tokenCookie(third.headers)).toBeUndefined()
  })
})

// ---------------------------------------------------------------------------------------------------
// The /secure-admin gate
// ---------------------------------------------------------------------------------------------------

describe('the /secure-admin gate', () => {
  it('a wrong password → 401 with the spec’s message and no session', async () => {
    for (const password of ['wrong', `${DEV_SECURE_ADMIN_PASSWORD} `, DEV_SECURE_ADMIN_PASSWORD.toUpperCase(), 'x'.repeat(256)]) {
      const result = await api('POST', '/api/secure-admin/login', { body: { password } })
      expect(result.status).toBe(401)
      expect(result.body.message).toBe('Incorrect password. Please try again.')
      expect(tokenCookie(result.headers)).toBeUndefined()
    }
  })

  it('the right password → 200 and a cookie that works as an admin', async () => {
    const result = await api('POST', '/api/secure-admin/login', { body: { password: DEV_SECURE_ADMIN_PASSWORD } })
    expect(result.status).toBe(200)
    expect(result.body.success).toBe(true)
    const cookie = tokenCookie(result.headers)
    expect(cookie).toBeDefined()
    const children = await api<Obj[]>('GET', '/api/children', { cookie })
    expect(children.status).toBe(200)
    expect(children.body.length).toBeGreaterThanOrEqual(childrenOfA.length + childrenOfB.length)
    expect((await api('GET', '/api/auth/user', { cookie })).body.role).toBe('admin')
  })
})

// ---------------------------------------------------------------------------------------------------
// Multipart video upload (/admin-dashboard)
// ---------------------------------------------------------------------------------------------------

describe('POST /api/admin/videos with a video file', () => {
  const videoFile = async () => {
    const data = await readFile(path.join(process.cwd(), 'src/seed/media/videos/dev-1.mp4'))
    return new File([data], 'first-steps.mp4', { type: 'video/mp4' })
  }
  const uploadForm = (fields: Record<string, string>, file?: File) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    if (file) form.set('video', file)
    return form
  }
  const fields = () => ({ childId: childA.id, title: `First steps ${unique()}`, description: 'Walking across the room.', category: 'milestone' })

  it('an admin uploads an mp4 → 201; only that family and admins may fetch the file', async () => {
    const file = await videoFile()
    const sent = fields()
    const before = await counts(['media', 'development-videos'])
    const result = await api<Obj>('POST', '/api/admin/videos', { cookie: cookies.admin, raw: uploadForm(sent, file) })
    expect(result.status).toBe(201)
    expect(result.body.success).toBe(true)
    expect(typeof result.body.message).toBe('string')
    const video = result.body.video as Obj
    expectKeys(video, KEYS.video)
    expect(video).toMatchObject({ childId: childA.id, title: sent.title, description: sent.description, category: 'milestone' })
    expect(await counts(['media', 'development-videos'])).toEqual(before.map((count) => count + 1))

    const payload = await testPayload()
    const stored = (await payload.findByID({ collection: 'development-videos', id: String(video.id), depth: 1, overrideAccess: true })) as unknown as { video: Obj }
    const filename = String(stored.video.filename)
    expect(stored.video.mimeType).toBe('video/mp4')
    expect(stored.video.filesize).toBe(file.size)
    // A path on this site, whatever origin the server had when the file was stored.
    expect(video.videoUrl).toBe(`/api/cms/media/file/${encodeURIComponent(filename)}`)

    const fetchAs = (actor: Actor) => rest('GET', `/media/file/${encodeURIComponent(filename)}`, { cookie: cookieOf(actor) })
    for (const actor of ['parentA', 'admin'] as const) {
      const own = await fetchAs(actor)
      expect(own.status, actor).toBe(200)
      expect(own.headers.get('content-type')).toMatch(/^video\/mp4/)
    }
    for (const actor of ['parentB', 'editor', 'anonymous'] as const) {
      expect([403, 404], actor).toContain((await fetchAs(actor)).status)
    }
    // Parent A sees it in the child's videos; parent B cannot ask.
    const list = await api<Obj[]>('GET', `/api/videos/${childA.id}`, { cookie: cookies.parentA })
    expect(list.body.map((item) => item.title)).toContain(sent.title)
    expect((await api('GET', `/api/videos/${childA.id}`, { cookie: cookies.parentB })).status).toBe(404)
  })

  it.each([
    ['a text file', () => new File(['just text'], 'notes.txt', { type: 'text/plain' }), 415],
    ['an image', () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' }), 415],
    ['a video type the media library refuses', () => new File([new Uint8Array(64)], 'clip.mkv', { type: 'video/x-matroska' }), 400],
    ['an empty file', () => new File([], 'empty.mp4', { type: 'video/mp4' }), 400],
  ] as const)('%s → %i, nothing written', async (_label, file, status) => {
    const before = await counts(['media', 'development-videos'])
    const result = await api('POST', '/api/admin/videos', { cookie: cookies.admin, raw: uploadForm(fields(), file()) })
    expect(result.status).toBe(status)
    expect(await counts(['media', 'development-videos'])).toEqual(before)
  })

  it.each([
    ['no file', {}, 'video', 'Please choose a video file.'],
    ['no title', { title: '' }, 'title', 'Video title is required'],
    ['no child', { childId: '' }, 'childId', 'Child ID is required'],
    ['an unknown child', { childId: '00000000-0000-4000-8000-000000000000' }, 'childId', undefined],
    ['a bad category', { category: 'party' }, 'category', 'Category is required'],
  ] as const)('%s → 400 naming the field, nothing written', async (label, change, field, message) => {
    const file = label === 'no file' ? undefined : await videoFile()
    const before = await counts(['media', 'development-videos'])
    const result = await api<Obj>('POST', '/api/admin/videos', { cookie: cookies.admin, raw: uploadForm({ ...fields(), ...change }, file) })
    expect(result.status).toBe(400)
    const errors = result.body.errors as { field: string; message: string }[]
    expect(errors.map((error) => error.field)).toEqual([field])
    if (message) expect(errors[0]!.message).toBe(message)
    expect(await counts(['media', 'development-videos'])).toEqual(before)
  })

  it.each(['anonymous', 'parentA', 'editor'] as const)('an upload by %s is refused before anything is stored', async (actor) => {
    const before = await counts(['media', 'development-videos'])
    const result = await api('POST', '/api/admin/videos', { cookie: cookieOf(actor), raw: uploadForm(fields(), await videoFile()) })
    expect(result.status).toBe(actor === 'anonymous' ? 401 : 403)
    expect(await counts(['media', 'development-videos'])).toEqual(before)
  })
})
