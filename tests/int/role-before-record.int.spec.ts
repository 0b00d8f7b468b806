/**
 * Role before record (issue 47, point 4): every endpoint of the contract, walked from the contract object
 * itself (src/registry/api.ts, so a new endpoint is tried without being listed here, once it says who may
 * use it), answers each role that may never use it 401 (nobody signed in) or 403 before it looks up a
 * record or reads a body, whatever the parameters name: the records of the caller's own family or room,
 * another family's, ids no record has, malformed ids and a malformed query. The answer is the same for all
 * four, the body stream is never pulled, and no opening is written to the audit log.
 *
 * The callers: anonymous, parent A, teacher X (parent A's child's room), the editor, an integration (its API
 * key) and the admin, each as a browser or a program sends it (Origin, cookie or key). Who may use an
 * endpoint is its action's row (src/access/actions.ts), which its collections' access functions read too.
 */
import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CALLERS } from '@/access/actions'
import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { ACTIONS_BY_KEY } from '@/registry/actions'
import { api as contract } from '@/registry/api'
import type { Endpoint } from '@/contract/endpoint'
import { centreToday } from '@/lib/dates'
import { serverURL } from '@/lib/runtimeConfig'
import { matchRoute } from './helpers/apiRoutes'
import { signedIn } from './helpers/logins'
import { classroomsOf, countAll, loadFloorActors, testPayload } from './helpers/payload'

type Role = 'anonymous' | 'parent' | 'teacher' | 'editor' | 'integration' | 'admin'
const ROLES: readonly Role[] = ['anonymous', 'parent', 'teacher', 'editor', 'integration', 'admin']

/**
 * Who may use each endpoint: its action's row (src/access/actions.ts, the feature's actions.ts), read here
 * as the route reads it; every other role is refused before any record. An endpoint whose action is no row
 * of the registered tables (src/registry/actions.ts) fails the first test. The whole table is in
 * docs/security.md ("Who may do what"), where a change to it is read (tests/unit/actions.unit.spec.ts).
 */
const whoMayUse = (endpoint: Endpoint): readonly Role[] =>
  endpoint.action.token ? [] : CALLERS.filter((caller) => endpoint.action.callers[caller] !== undefined).map((caller) => (caller === 'visitor' ? 'anonymous' : caller))

const ENTRIES = Object.entries(contract).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, Endpoint>).map(([name, endpoint]) => ({ key: `${group}.${name}`, endpoint })),
)

/** The ids a call names, by the parameter's name in the route (`:childId`) and in queries and bodies. */
type Ids = Record<string, string>
type Variant = 'their own family’s or room’s records' | 'another family’s or room’s records' | 'ids no record has' | 'malformed ids and query'
const VARIANTS: Variant[] = ['their own family’s or room’s records', 'another family’s or room’s records', 'ids no record has', 'malformed ids and query']
const idsOf = {} as Record<Variant, Ids>
const headersOf = {} as Record<Role, Record<string, string>>

beforeAll(async () => {
  const actors = await loadFloorActors()
  const cookies = await signedIn('parentA', 'teacherX', 'editor', 'admin')
  const payload = await testPayload()
  const key = randomUUID()
  await payload.create({
    collection: 'users',
    data: { username: `role.before.record.${Date.now()}`, password: randomUUID(), role: 'integration', enableAPIKey: true, apiKey: key } as never,
    user: actors.admin,
    overrideAccess: false,
  })
  Object.assign(headersOf, {
    anonymous: {},
    parent: { Cookie: cookies.parentA },
    teacher: { Cookie: cookies.teacherX },
    editor: { Cookie: cookies.editor },
    integration: { Authorization: `users API-Key ${key}` },
    admin: { Cookie: cookies.admin },
  } satisfies Record<Role, Record<string, string>>)

  /** A record of the collection tied to this family (or staff member) where one is, else any: real either way. */
  const real = async (collection: CollectionSlug, where: Where): Promise<string> => {
    const find = async (filter: Where) => (await payload.find({ collection, where: filter, limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id
    const id = (await find(where)) ?? (await find({}))
    if (!id) throw new Error(`the seed has no ${collection}`)
    return String(id)
  }
  const recordsOf = async (family: string, teacher: string, room: string): Promise<Ids> => ({
    childId: await real('children', { parent: { equals: family } }),
    familyId: family,
    parentId: family,
    userId: family,
    staffId: teacher,
    classroomId: room,
    invoiceId: await real('invoices', { family: { equals: family } }),
    pickupId: await real('authorized-pickups', { family: { equals: family } }),
    incidentId: await real('incidents', { family: { equals: family } }),
    authorizationId: await real('medication-authorizations', { 'child.parent': { equals: family } }),
    documentId: await real('health-documents', { 'child.parent': { equals: family } }),
    credentialId: await real('staff-credentials', { staff: { equals: teacher } }),
    photoId: await real('media', { and: [{ purpose: { equals: 'child-photo' } }, { families: { equals: family } }] }),
    applicationId: await real('applications', {}),
    agencyId: await real('subsidy-agencies', {}),
  })
  idsOf['their own family’s or room’s records'] = await recordsOf(actors.parentA!.id, actors.teacherX!.id, classroomsOf(actors.teacherX)[0]!)
  idsOf['another family’s or room’s records'] = await recordsOf(actors.parentB!.id, actors.teacherY!.id, classroomsOf(actors.teacherY)[0]!)
  const names = Object.keys(idsOf['their own family’s or room’s records'])
  idsOf['ids no record has'] = Object.fromEntries(names.map((name) => [name, randomUUID()]))
  idsOf['malformed ids and query'] = Object.fromEntries(names.map((name) => [name, 'not-an-id']))
})

/** Every filter a read of the API takes, naming the variant's records (real days and months: the centre's). */
function queryOf(variant: Variant): string {
  const ids = idsOf[variant]
  const today = centreToday()
  if (variant === 'malformed ids and query') {
    return 'familyId=x&childId=x&classroomId=x&userId=x&agencyId=x&year=abc&month=2026-13&from=2026-02-30&to=nope&open=maybe&locale=xx&limit=-1&page=zero'
  }
  const query = { familyId: ids.familyId, childId: ids.childId, classroomId: ids.classroomId, userId: ids.userId, agencyId: ids.agencyId, year: today.slice(0, 4), month: today.slice(0, 7), from: `${today.slice(0, 7)}-01`, to: today, open: 'true', locale: 'es' }
  return new URLSearchParams(query as Record<string, string>).toString()
}

/** One call of the endpoint by the role, naming the variant's records in its path, query and body; whether its body was read. */
async function call(endpoint: Endpoint, role: Role, variant: Variant) {
  const ids = idsOf[variant]
  const marker = 'the-record-id'
  const template = typeof endpoint.path === 'function' ? (endpoint.path as (id: string) => string)(marker) : endpoint.path
  // The route's own name for the parameter (`:invoiceId`), so each path names a record of its kind.
  const parameter = /:(\w+)/.exec(matchRoute(template).pattern ?? '')?.[1]
  if (parameter && !ids[parameter]) throw new Error(`${template}: no record of the kind ${parameter} to name`)
  const path = parameter ? template.replace(marker, encodeURIComponent(ids[parameter]!)) : template
  const read = { pulled: false }
  const text = JSON.stringify({ ...ids, body: 'Hello', status: 'closed', period: centreToday().slice(0, 7), tags: ['site-settings'] })
  const body =
    endpoint.method === 'GET' || endpoint.method === 'DELETE'
      ? undefined
      : new ReadableStream<Uint8Array>(
          {
            pull(controller) {
              read.pulled = true
              controller.enqueue(new TextEncoder().encode(text))
              controller.close()
            },
          },
          // Nothing is pulled until someone reads.
          { highWaterMark: 0 },
        )
  const headers = new Headers({ Origin: serverURL, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headersOf[role] })
  const url = new URL(`${path}?${queryOf(variant)}`, serverURL)
  const request = new Request(url, { method: endpoint.method, headers, body, duplex: 'half' } as RequestInit)
  const { load, params } = matchRoute(url.pathname)
  const handler = (await load())[endpoint.method]
  if (!handler) throw new Error(`${endpoint.method} ${url.pathname}: no handler`)
  const response = await handler(request, { params: Promise.resolve(params) })
  // A stream answered to someone it should not be (the ratio board's) is not waited for.
  const answer = response.status >= 400 ? ((await response.json().catch(() => null)) as { message?: unknown } | null) : (await response.body?.cancel(), null)
  return { status: response.status, message: answer?.message, bodyRead: read.pulled }
}

describe('role before record: every endpoint refuses a role that may never use it, whatever the parameters', () => {
  it('says who may use every endpoint of the contract, and of no other', () => {
    const unknown = ENTRIES.filter(({ endpoint }) => ACTIONS_BY_KEY.get(endpoint.action?.key ?? '') !== endpoint.action).map(({ key }) => key)
    expect(unknown, 'endpoints whose action is no row of the registered tables').toEqual([])
  })

  it('each method’s handler checks the action of the endpoint the contract declares there (route(endpoint, …), or sessionless for the probes)', async () => {
    const wrong: string[] = []
    for (const { key, endpoint } of ENTRIES) {
      const template = typeof endpoint.path === 'function' ? (endpoint.path as (id: string) => string)('the-record-id') : endpoint.path
      const handler = (await matchRoute(template).load())[endpoint.method] as { endpoint?: Endpoint } | undefined
      // One operation at two paths, or two bodies at one path (JSON and an upload), is one handler: its method and action.
      const same = handler?.endpoint === endpoint || (handler?.endpoint?.method === endpoint.method && handler.endpoint.action === endpoint.action)
      if (!same) wrong.push(`${key}: ${endpoint.method} ${template} serves ${handler?.endpoint ? `another endpoint (${handler.endpoint.method} ${String(handler.endpoint.path)})` : 'no route(endpoint, …) handler'}`)
    }
    expect(wrong).toEqual([])
  })

  const cases = ENTRIES.flatMap(({ key, endpoint }) =>
    ROLES.filter((role) => !whoMayUse(endpoint).includes(role)).map((role) => {
      const label = typeof endpoint.path === 'function' ? (endpoint.path as (id: string) => string)(':id').replace('%3Aid', ':id') : endpoint.path
      const status = role === 'anonymous' || endpoint.action.token ? 401 : 403
      return { key, endpoint, role, status, name: `${endpoint.method} ${label} (${key}) as ${role}` }
    }),
  )

  it('refuses someone on most endpoints (the table is not everyone everywhere)', () => {
    expect(cases.length).toBeGreaterThan(250)
  })

  it.each(cases.map((each) => [each.name, each.status, each] as const))('%s → %i for each family’s, made-up and malformed ids; no body read, nothing in the audit log', async (_name, status, { endpoint, role }) => {
    await drainAuditLog(5_000)
    const before = await countAll('audit-events')
    for (const variant of VARIANTS) {
      const result = await call(endpoint, role, variant)
      expect(result.status, `${variant}: ${String(result.message)}`).toBe(status)
      expect(typeof result.message, `${variant}: the refusal says why`).toBe('string')
      expect(result.bodyRead, `${variant}: the body was read`).toBe(false)
    }
    await drainAuditLog(5_000)
    expect(await countAll('audit-events'), 'an opening was logged for a refused caller').toBe(before)
  })
})
