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
 * endpoint is what its collections' access rules let the role do there (docs/architecture.md, "Access").
 */
import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { api as contract } from '@/registry/api'
import type { Endpoint } from '@/contract/endpoint'
import { centreToday } from '@/lib/dates'
import { serverURL } from '@/lib/runtimeConfig'
import { matchRoute } from './helpers/apiRoutes'
import { signedIn } from './helpers/logins'
import { classroomsOf, countAll, loadFloorActors, testPayload } from './helpers/payload'

type Role = 'anonymous' | 'parent' | 'teacher' | 'editor' | 'integration' | 'admin'
const ROLES: readonly Role[] = ['anonymous', 'parent', 'teacher', 'editor', 'integration', 'admin']

/** Anyone at all: the public forms, the logins, the probes, and Stripe's signed webhook (its signature is the credential). */
const EVERYONE = ROLES
const SIGNED_IN: readonly Role[] = ['parent', 'teacher', 'editor', 'integration', 'admin']
const ADMINS: readonly Role[] = ['admin']
/** The staff lists an integration reads for the centre's programs (`isStaffReaderUser`). */
const STAFF_READERS: readonly Role[] = ['integration', 'admin']
/** A family's records as the family sees them, and the programs reading them for the centre. */
const FAMILY_RECORD_READERS: readonly Role[] = ['parent', 'integration', 'admin']
/** The day's records of the floor: the child's family, the room's teachers, the programs, admins. */
const FLOOR_READERS: readonly Role[] = ['parent', 'teacher', 'integration', 'admin']
const FLOOR_STAFF: readonly Role[] = ['teacher', 'admin']
/** A child's health records: the family, the room's teachers, admins (never editors or integrations). */
const HEALTH_READERS: readonly Role[] = ['parent', 'teacher', 'admin']
/** A family's billing, and what the family writes about its own children: the parent and admins. */
const FAMILY_AND_ADMINS: readonly Role[] = ['parent', 'admin']

/**
 * Who may use each endpoint (`group.name` in the contract); every other role is refused before any record.
 * An endpoint of the contract missing here fails the first test: a new endpoint says who may use it.
 */
const WHO_MAY_USE: Record<string, readonly Role[]> = {
  'session.login': EVERYONE,
  'session.logout': EVERYONE,
  'session.currentUser': SIGNED_IN,
  'session.dashboardUser': SIGNED_IN,
  'session.secureAdminGate': EVERYONE,
  'password.forgot': EVERYONE,
  'password.reset': EVERYONE,
  'account.notifications': SIGNED_IN,
  // An integration never changes its own account (adminsOrSelfService).
  'account.saveNotifications': ['parent', 'teacher', 'editor', 'admin'],
  'account.saveLanguage': ['parent', 'teacher', 'editor', 'admin'],
  'public.apply': EVERYONE,
  'public.contact': EVERYONE,
  // Whoever reads children gets their own (staff have none: an empty list).
  'family.ownChildren': ['parent', 'teacher', 'integration', 'admin'],
  'family.curriculumOfChild': FAMILY_RECORD_READERS,
  'family.videosOfChild': FAMILY_RECORD_READERS,
  'records.parents': ADMINS,
  'records.addParent': ADMINS,
  'records.children': STAFF_READERS,
  'records.addChild': ADMINS,
  'records.addExampleFamily': ADMINS,
  'records.dailyActivities': FAMILY_RECORD_READERS,
  'records.addDailyActivity': STAFF_READERS,
  'records.milestones': FAMILY_RECORD_READERS,
  'records.addMilestone': STAFF_READERS,
  'admin.parents': ADMINS,
  'admin.inviteParent': ADMINS,
  'admin.children': STAFF_READERS,
  'admin.addChild': ADMINS,
  'admin.addParentAccount': ADMINS,
  'admin.addUser': ADMINS,
  'admin.activities': STAFF_READERS,
  'admin.addActivity': ADMINS,
  'admin.videos': STAFF_READERS,
  'admin.addVideo': ADMINS,
  'admin.uploadVideo': ADMINS,
  'admin.applications': STAFF_READERS,
  'admin.enrollmentBoard': STAFF_READERS,
  'admin.moveApplication': ADMINS,
  'admin.messages': STAFF_READERS,
  'admin.audit': ADMINS,
  'admin.auditAccounts': ADMINS,
  'admin.billingRun': ADMINS,
  'admin.billingAging': ADMINS,
  'admin.billingLedger': ADMINS,
  'admin.subsidyReport': ADMINS,
  'admin.subsidyAuthorizations': ADMINS,
  'admin.agencyPayment': ADMINS,
  'admin.recordPayment': ADMINS,
  'admin.credentials': ADMINS,
  'admin.addCredential': ADMINS,
  'admin.credentialsExpiring': ADMINS,
  'admin.addCredentialCard': ADMINS,
  'admin.drills': ADMINS,
  'admin.recordDrill': ADMINS,
  'operations.checkIn': FLOOR_STAFF,
  'operations.checkOut': FLOOR_STAFF,
  'operations.closeForgotten': ADMINS,
  'operations.today': FLOOR_READERS,
  'operations.staffShift': FLOOR_STAFF,
  'operations.staffCheckIn': FLOOR_STAFF,
  'operations.staffCheckOut': FLOOR_STAFF,
  'operations.ratios': ['teacher', 'integration', 'admin'],
  'operations.ratiosStream': ['teacher', 'integration', 'admin'],
  'operations.ratioAlerts': ['teacher', 'integration', 'admin'],
  'operations.pickups': FLOOR_READERS,
  'operations.addPickup': FAMILY_AND_ADMINS,
  'operations.removePickup': FAMILY_AND_ADMINS,
  'operations.setPickupPhoto': FAMILY_AND_ADMINS,
  'operations.removePickupPhoto': FAMILY_AND_ADMINS,
  'operations.incidents': FLOOR_READERS,
  'operations.fileIncident': FLOOR_STAFF,
  'operations.incident': FLOOR_READERS,
  // The parent's typed signature: nobody signs for them, admins included.
  'operations.acknowledgeIncident': ['parent'],
  'operations.addAddendum': FLOOR_STAFF,
  'consents.history': FLOOR_READERS,
  'consents.record': FAMILY_AND_ADMINS,
  'recordViews.ofChild': FAMILY_AND_ADMINS,
  'photos.list': HEALTH_READERS,
  'photos.upload': FLOOR_STAFF,
  'photos.remove': FLOOR_STAFF,
  'messages.threads': FLOOR_READERS,
  'messages.send': HEALTH_READERS,
  'messages.markRead': HEALTH_READERS,
  'messages.unread': FLOOR_READERS,
  'billing.account': FAMILY_AND_ADMINS,
  'billing.invoice': FAMILY_AND_ADMINS,
  'billing.invoicePdf': FAMILY_AND_ADMINS,
  'billing.statement': FAMILY_AND_ADMINS,
  'billing.checkout': FAMILY_AND_ADMINS,
  'billing.stripeWebhook': EVERYONE,
  'health.immunizations': HEALTH_READERS,
  'health.recordImmunization': ADMINS,
  'health.immunizationsDue': ADMINS,
  'health.immunizationReport': ADMINS,
  'health.carePlans': HEALTH_READERS,
  'health.addCarePlan': ADMINS,
  'health.carePlansForReview': ADMINS,
  'health.medications': HEALTH_READERS,
  'health.authorizeMedication': FAMILY_AND_ADMINS,
  'health.withdrawMedication': FAMILY_AND_ADMINS,
  'health.recordDose': FLOOR_STAFF,
  'health.doses': HEALTH_READERS,
  'health.today': FLOOR_STAFF,
  'health.documents': HEALTH_READERS,
  'health.uploadDocument': FAMILY_AND_ADMINS,
  'health.verifyDocument': ADMINS,
  'health.removeDocument': FAMILY_AND_ADMINS,
  'probes.health': EVERYONE,
  'probes.ready': EVERYONE,
  // Between the app's own processes: a bearer token, never a role.
  'internal.revalidate': [],
}

/** Endpoints whose credential is a token, not a session: every caller without it gets 401, signed in or not. */
const TOKEN_ONLY = new Set(['internal.revalidate'])

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
    const keys = ENTRIES.map(({ key }) => key)
    expect(keys.filter((key) => !(key in WHO_MAY_USE)), 'endpoints of the contract with no row here').toEqual([])
    expect(Object.keys(WHO_MAY_USE).filter((key) => !keys.includes(key)), 'rows for endpoints the contract does not have').toEqual([])
  })

  const cases = ENTRIES.flatMap(({ key, endpoint }) =>
    ROLES.filter((role) => !(WHO_MAY_USE[key] ?? ROLES).includes(role)).map((role) => {
      const label = typeof endpoint.path === 'function' ? (endpoint.path as (id: string) => string)(':id').replace('%3Aid', ':id') : endpoint.path
      const status = role === 'anonymous' || TOKEN_ONLY.has(key) ? 401 : 403
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
