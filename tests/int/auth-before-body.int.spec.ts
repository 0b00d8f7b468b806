/**
 * Authentication before validation: every protected write endpoint of /api (every write of the contract,
 * src/registry/api.ts, that its row here does not call open) answers 401 (no session) or
 * 403 (not allowed) before it reads the request body, so a visitor or a parent learns nothing from the
 * validation messages and never makes the server read or parse a body it would refuse. The decision is
 * each collection's own create-access function (requireCreate, src/server/actor.ts).
 *
 * The bodies are streams that record whether anyone read them (or throw when read); nothing is written.
 */
import { randomUUID } from 'node:crypto'

import type { CollectionSlug, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Endpoint } from '@/contract/endpoint'
import { serverURL } from '@/lib/runtimeConfig'
import { api } from '@/registry/api'
import { seedPasswords } from '@/seed/demoData'
import { apiLogin } from './helpers/api'
import { matchRoute } from './helpers/apiRoutes'
import { USERNAMES, countAll, loadActors, testPayload } from './helpers/payload'

type Caller = 'anonymous' | 'parent' | 'editor' | 'integration'
const CALLERS: Caller[] = ['anonymous', 'parent', 'editor', 'integration']

/**
 * What this file knows of each write of the contract (POST, PUT, PATCH, DELETE in src/registry/api.ts), by
 * its key there (`admin.addChild`). A write with no row fails the first test: a new endpoint is tried here
 * once someone says who may use it.
 * - `open`: no caller is refused, and why (a public form, a sign-in, a token or signature of its own).
 * - otherwise a protected write: `writes`, what a success could add to (counted: nothing may change);
 *   `allowed`, the callers its own access lets through (their body is read: not tried here, their
 *   refusals being the service's, after validation); `refusal`, a caller's other refusal than EXPECTED's;
 *   `record`, the kind of record its path names when the handler looks it up before the body (an admin's
 *   validation errors need one that exists); `validates: false` when an admin's empty body is not answered
 *   with the field list, and why (no body, an upload, refused to admins).
 */
type Row =
  | { open: string }
  | { writes: CollectionSlug[]; allowed?: Caller[]; refusal?: Partial<Record<Caller, { status: number; message: string }>>; record?: 'child'; validates?: false | string }

const NONE: CollectionSlug[] = []
const BODILESS = 'it takes no body'
const UPLOAD = 'an upload: its own file checks answer (tests/int/uploads.int.spec.ts and its feature’s)'
const NOT_A_PARENT = { status: 403, message: 'Only the child’s parent acknowledges a report.' }

const ROWS: Record<string, Row> = {
  'session.login': { open: 'a sign-in: anyone, rate-limited' },
  'session.logout': { open: 'signing out: anyone, no body' },
  'session.secureAdminGate': { open: 'the /secure-admin gate: its password, rate-limited' },
  'password.forgot': { open: 'a password link by email: anyone, rate-limited' },
  'password.reset': { open: 'a new password by a link’s token, rate-limited' },
  'public.apply': { open: 'the public application form, rate-limited' },
  'public.contact': { open: 'Quick Contact, rate-limited' },
  'billing.stripeWebhook': { open: 'Stripe, by its signature' },
  'internal.revalidate': { open: 'between the app’s processes, by a bearer token' },

  'account.saveNotifications': { writes: NONE, allowed: ['parent', 'editor'] },
  'account.saveLanguage': { writes: NONE, allowed: ['parent', 'editor'] },
  'records.addParent': { writes: ['users'] },
  'records.addChild': { writes: ['children'] },
  'records.addExampleFamily': { writes: ['users', 'children'], validates: BODILESS },
  'records.addDailyActivity': { writes: ['daily-activities'], allowed: ['integration'] },
  'records.addMilestone': { writes: ['milestones'], allowed: ['integration'] },
  'admin.inviteParent': { writes: NONE, validates: BODILESS },
  'admin.addChild': { writes: ['children'] },
  'admin.addParentAccount': { writes: ['users'] },
  'admin.addUser': { writes: ['users'] },
  'admin.addActivity': { writes: ['curriculum-activities'] },
  'admin.addVideo': { writes: ['development-videos', 'media'] },
  'admin.uploadVideo': { writes: ['development-videos', 'media'] },
  'admin.moveApplication': { writes: ['application-events'] },
  'admin.billingRun': { writes: ['invoices', 'ledger-entries'] },
  'admin.agencyPayment': { writes: ['ledger-entries'] },
  'admin.recordPayment': { writes: ['ledger-entries'] },
  'admin.addCredential': { writes: ['staff-credentials'] },
  'admin.addCredentialCard': { writes: ['health-documents'], validates: UPLOAD },
  'admin.recordDrill': { writes: ['drills'] },
  'operations.checkIn': { writes: ['attendance'] },
  'operations.checkOut': { writes: ['attendance'] },
  'operations.closeForgotten': { writes: ['attendance'] },
  'operations.staffCheckIn': { writes: ['staff-attendance'] },
  'operations.staffCheckOut': { writes: ['staff-attendance'], validates: BODILESS },
  'operations.addPickup': { writes: ['authorized-pickups'], allowed: ['parent'] },
  'operations.removePickup': { writes: NONE, allowed: ['parent'], validates: BODILESS },
  'operations.setPickupPhoto': { writes: ['media'], allowed: ['parent'], validates: UPLOAD },
  'operations.removePickupPhoto': { writes: NONE, allowed: ['parent'], validates: BODILESS },
  'operations.fileIncident': { writes: ['incidents'] },
  'operations.acknowledgeIncident': { writes: NONE, allowed: ['parent'], refusal: { editor: NOT_A_PARENT, integration: NOT_A_PARENT }, validates: 'refused to admins: only the child’s parent acknowledges' },
  'operations.addAddendum': { writes: ['incidents'] },
  'consents.record': { writes: ['consents'], allowed: ['parent'], record: 'child' },
  'photos.upload': { writes: ['media'], validates: UPLOAD },
  'photos.remove': { writes: NONE, validates: BODILESS },
  'messages.send': { writes: ['family-messages', 'media'], allowed: ['parent'] },
  'messages.markRead': { writes: NONE, allowed: ['parent'], refusal: { anonymous: { status: 401, message: 'Sign in to read and send messages' } } },
  'billing.checkout': { writes: NONE, allowed: ['parent'], validates: 'online payment is off in the tests: 503 before the body' },
  'health.recordImmunization': { writes: ['immunization-records'], record: 'child' },
  'health.addCarePlan': { writes: ['care-plans'], record: 'child' },
  'health.authorizeMedication': { writes: ['medication-authorizations'], allowed: ['parent'], record: 'child' },
  'health.withdrawMedication': { writes: NONE, allowed: ['parent'], validates: BODILESS },
  'health.recordDose': { writes: ['medication-doses'], validates: 'the authorization is looked up first: a dose needs one given today' },
  'health.uploadDocument': { writes: ['health-documents', 'media'], allowed: ['parent'], record: 'child', validates: UPLOAD },
  'health.verifyDocument': { writes: NONE, validates: BODILESS },
  'health.removeDocument': { writes: NONE, allowed: ['parent'], validates: BODILESS },
}

/** Every write of the contract, by its key in `api`. */
const WRITES: [key: string, endpoint: Endpoint][] = Object.entries(api).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, Endpoint>)
    .filter(([, endpoint]) => endpoint.method !== 'GET')
    .map(([key, endpoint]) => [`${group}.${key}`, endpoint] as [string, Endpoint]),
)
type Protected = Exclude<Row, { open: string }>
/** The protected writes: every write whose row is not `open`. */
const PROTECTED_WRITES: [key: string, endpoint: Endpoint, row: Protected][] = WRITES.flatMap(([key, endpoint]) => {
  const row = ROWS[key]
  return row && !('open' in row) ? [[key, endpoint, row] as [string, Endpoint, Protected]] : []
})
const rowOf = (key: string) => PROTECTED_WRITES.find(([candidate]) => candidate === key)!

/** A record of the kind a row's path names, that exists (an admin passes the lookup before the body). */
const records: Partial<Record<'child', string>> = {}
const NO_SUCH_RECORD = 'no-such-record'

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

/** The entry's path, its parameters naming `record` (or a record that does not exist), and their values. */
function pathOf(endpoint: Endpoint, row: Protected, forAdmin: boolean): string {
  if (typeof endpoint.path === 'string') return endpoint.path
  const id = forAdmin && row.record ? records[row.record]! : NO_SUCH_RECORD
  return (endpoint.path as (id: string) => string)(id)
}

/** The handler Next gives the entry's path and method (tests/int/helpers/apiRoutes.ts, the route files written from their declarations). */
async function send(key: string, kind: BodyKind, credentials: Record<string, string>, forAdmin = false) {
  const [, endpoint, row] = rowOf(key)
  const path = pathOf(endpoint, row, forAdmin)
  const route = matchRoute(path)
  expect(route.pattern, `${key}: ${path} has a route file`).not.toBeNull()
  const handler = (await route.load())[endpoint.method]
  expect(handler, `${key}: its route file exports ${endpoint.method}`).toBeTypeOf('function')
  const { stream, state } = trackedBody(kind)
  const headers = new Headers({
    Origin: serverURL,
    'Content-Type': kind === 'multipart' ? 'multipart/form-data; boundary=----centre' : 'application/json',
    ...credentials,
  })
  const request = new Request(new URL(path, serverURL), { method: endpoint.method, headers, body: stream, duplex: 'half' } as RequestInit)
  const response = await handler!(request, { params: Promise.resolve(route.params) })
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: unknown[] } | null
  return { status: response.status, body, read: state.read }
}

/** What a row's write could add to, counted. */
const counts = (row: Protected) => Promise.all(row.writes.map((slug) => countAll(slug)))

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
  const { docs } = await payload.find({ collection: 'children', limit: 1, depth: 0, user: actors.admin as TypedUser, overrideAccess: false })
  records.child = String(docs[0]!.id)
})

describe('the writes of the contract', () => {
  it('each have a row here, and each row is a write of the contract (src/registry/api.ts)', () => {
    expect(WRITES.length).toBeGreaterThan(50)
    expect(WRITES.map(([key]) => key).filter((key) => !(key in ROWS)), 'writes with no row: say who may use them').toEqual([])
    const keys = new Set(WRITES.map(([key]) => key))
    expect(Object.keys(ROWS).filter((key) => !keys.has(key)), 'rows of no write').toEqual([])
    // The writes the hand-written list had, among the protected ones.
    expect(PROTECTED_WRITES.map(([key]) => key)).toEqual(expect.arrayContaining(['admin.addChild', 'records.addChild', 'records.addExampleFamily', 'operations.staffCheckIn', 'admin.addCredential']))
    expect(PROTECTED_WRITES.length).toBeGreaterThan(40)
  })
})

describe('protected writes answer 401/403 before reading the body', () => {
  const cases = PROTECTED_WRITES.flatMap(([key, , row]) =>
    CALLERS.filter((caller) => !row.allowed?.includes(caller)).flatMap((caller) => BODIES.map((kind) => [key, caller, kind] as const)),
  )

  it.each(cases)('%s by %s with a %s body: refused before the body is read, nothing written', async (key, caller, kind) => {
    const [, , row] = rowOf(key)
    const before = await counts(row)
    const result = await send(key, kind, credentials[caller])
    const expected = row.refusal?.[caller] ?? EXPECTED[caller]
    expect(result.status, JSON.stringify(result.body)).toBe(expected.status)
    expect(result.body).toEqual({ message: expected.message })
    expect(result.read, 'the body was read').toBe(false)
    expect(await counts(row)).toEqual(before)
  })

  it.each(PROTECTED_WRITES.map(([key]) => key))('an anonymous empty %s does not answer with the field list', async (key) => {
    const result = await send(key, 'empty', {})
    expect(result.status).toBe(401)
    expect(result.body).not.toHaveProperty('errors')
  })
})

/** The protected writes whose empty body an admin gets the field list for. */
const VALIDATED = PROTECTED_WRITES.filter(([, , row]) => row.validates === undefined).map(([key]) => key)

describe('those allowed to write still get their validation errors', () => {
  it.each(VALIDATED)('an admin’s empty body to %s: 400 with the field list, the body read, nothing written', async (key) => {
    const [, , row] = rowOf(key)
    const before = await counts(row)
    const result = await send(key, 'empty', credentials.admin, true)
    expect(result.status, JSON.stringify(result.body)).toBe(400)
    expect(result.read).toBe(true)
    expect(Array.isArray(result.body?.errors) && result.body.errors.length).toBeTruthy()
    expect(await counts(row)).toEqual(before)
  })

  it.each(VALIDATED)('an admin’s invalid body to %s: 400, nothing written', async (key) => {
    const [, , row] = rowOf(key)
    const before = await counts(row)
    const result = await send(key, 'invalid', credentials.admin, true)
    expect(result.status, JSON.stringify(result.body)).toBe(400)
    expect(await counts(row)).toEqual(before)
  })

  it.each(VALIDATED.filter((key) => rowOf(key)[2].allowed?.includes('integration')))('an integration’s empty body to %s: 400 with the field list, nothing written', async (key) => {
    const [, , row] = rowOf(key)
    const before = await counts(row)
    const result = await send(key, 'empty', credentials.integration)
    expect(result.status).toBe(400)
    expect(result.body?.errors?.length).toBeGreaterThan(0)
    expect(await counts(row)).toEqual(before)
  })
})
