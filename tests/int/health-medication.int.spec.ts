/**
 * Medication (docs/spec.md §15): a parent's signed authorization (GET|POST /api/children/:childId/medications,
 * POST /api/medications/:authorizationId/withdraw), the dose log with its hard stop (POST
 * /api/medications/:authorizationId/doses, GET /api/children/:childId/medications/doses), and the staff's
 * day (GET /api/medications/today), on the seeded demo: who reads and writes what (parents, teachers of
 * two rooms, an editor, anonymous) through /api, Payload's REST at /api/cms and GraphQL; bad input refused
 * with the spec's message and nothing written; the log append-only; every read in the audit log.
 */
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { medicationMessages } from '@/features/health/medication'
import type { ChildMedicationsRecord, HealthTodayRecord, MedicationDoseRecord } from '@/features/health/record'
import { addDays } from '@/features/health/immunizationStatus'
import { centreToday } from '@/lib/dates'
import { seedPasswords } from '@/seed/demoData'

import { api, apiLogin } from './helpers/api'
import { FLOOR_ACTORS, type FloorActor, type FloorActors, countAll, floorActorLogin, loadFloorActors, testPayload, USERNAMES } from './helpers/payload'
import { rest, restLogin } from './helpers/rest'

let actors: FloorActors
const cookies: Partial<Record<FloorActor, string>> = {}
const restCookies: Partial<Record<'parentA' | 'editor' | 'admin', string>> = {}
/** Demo children: Sofia (parent A, teacher X's room), Noah (another family, teacher X's room), Amara (parent B, teacher Y's room), Lily. */
const children: Record<string, string> = {}

const medicationsPath = (childId: string) => `/api/children/${childId}/medications`
const dosesOfChild = (childId: string) => `/api/children/${childId}/medications/doses`
const dosePath = (authorizationId: string) => `/api/medications/${authorizationId}/doses`
const withdrawPath = (authorizationId: string) => `/api/medications/${authorizationId}/withdraw`
const authorizationsOf = (childId: string) => countAll('medication-authorizations', { child: { equals: childId } })
const dosesOf = (authorizationId: string) => countAll('medication-doses', { authorization: { equals: authorizationId } })

type Failure = { message: string; errors?: { field: string; message: string }[] }

/** An over-the-counter authorization for a week from today, signed by the parent; `overrides` change it. */
const authorizationBody = (overrides: Record<string, unknown> = {}) => ({
  medicine: `Children’s ibuprofen ${Math.random().toString(36).slice(2, 7)}`,
  kind: 'over-the-counter',
  dose: '5 ml',
  route: 'oral',
  minHoursBetween: 6,
  maxDosesPerDay: 2,
  timesOfDay: 'At 12:00',
  startsOn: centreToday(),
  endsOn: addDays(centreToday(), 6),
  signedName: 'Maria Garcia',
  agreed: true,
  ...overrides,
})

/** Parent A authorizes a medicine for Sofia; answers the new authorization. */
async function authorizeForSofia(overrides: Record<string, unknown> = {}) {
  const body = authorizationBody(overrides)
  const result = await api<ChildMedicationsRecord>('POST', medicationsPath(children.Sofia!), { cookie: cookies.parentA, body })
  expect(result.status, result.text).toBe(201)
  const authorization = result.body.authorizations.find((candidate) => candidate.medicine === body.medicine)!
  expect(authorization).toBeTruthy()
  return authorization
}

const doseBody = (medicine: string, overrides: Record<string, unknown> = {}) => ({ childId: children.Sofia, medicine, outcome: 'given', amount: '5 ml', ...overrides })

beforeAll(async () => {
  actors = await loadFloorActors()
  process.env.RATE_LIMIT_LOGIN = '0'
  for (const actor of FLOOR_ACTORS) if (actor !== 'anonymous') cookies[actor] = await apiLogin(floorActorLogin(actor).username, floorActorLogin(actor).password)
  const payload = await testPayload()
  for (const name of ['Sofia', 'Noah', 'Amara', 'Lily']) {
    const { docs } = await payload.find({ collection: 'children', where: { firstName: { equals: name } }, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true })
    children[name] = docs[0]!.id
  }
  const passwords = seedPasswords()
  restCookies.parentA = await restLogin(USERNAMES.parentA, passwords.parent)
  restCookies.editor = await restLogin(USERNAMES.editor, passwords.editor)
  restCookies.admin = await restLogin(USERNAMES.admin, passwords.admin)
})

describe('the seeded demo', () => {
  it('Amara has a standing authorization for her epinephrine, for her peanut allergy’s plan, six months at most; Lily’s acetaminophen was given yesterday', async () => {
    const amara = await api<ChildMedicationsRecord>('GET', medicationsPath(children.Amara!), { cookie: cookies.parentB })
    expect(amara.status).toBe(200)
    const standing = amara.body.authorizations.find((authorization) => authorization.kind === 'standing')!
    expect(standing).toMatchObject({ state: 'active', whenNeeded: true, carePlan: { name: 'Peanuts' }, route: 'injection' })
    expect(standing.endsOn <= addDays(centreToday(), 6 * 31)).toBe(true)
    const lily = await api<MedicationDoseRecord[]>('GET', dosesOfChild(children.Lily!), { cookie: cookies.admin })
    expect(lily.body).toHaveLength(1)
    expect(lily.body[0]).toMatchObject({ outcome: 'given', amount: '5 ml', day: addDays(centreToday(), -1), givenBy: 'Priya Nair' })
  })
})

describe('a parent’s authorization', () => {
  it('is signed by the child’s parent with their typed name, at the server’s time, and holds from today', async () => {
    const before = Date.now()
    const authorization = await authorizeForSofia()
    expect(authorization).toMatchObject({ state: 'active', kind: 'over-the-counter', signedName: 'Maria Garcia', onPaper: false, lastGivenAt: null, nextFrom: null, givenToday: 0 })
    expect(Date.parse(authorization.signedAt)).toBeGreaterThanOrEqual(before - 1000)
    const stored = await (await testPayload()).findByID({ collection: 'medication-authorizations', id: authorization.id, depth: 0, overrideAccess: true })
    expect(stored.signedBy).toBe(actors.parentA!.id)
  })

  it('an admin enters a parent’s signed paper form: signed by the child’s parent, on paper', async () => {
    const body = authorizationBody()
    const result = await api<ChildMedicationsRecord>('POST', medicationsPath(children.Sofia!), { cookie: cookies.admin, body })
    expect(result.status).toBe(201)
    const authorization = result.body.authorizations.find((candidate) => candidate.medicine === body.medicine)!
    expect(authorization.onPaper).toBe(true)
    const stored = await (await testPayload()).findByID({ collection: 'medication-authorizations', id: authorization.id, depth: 0, overrideAccess: true })
    expect(stored.signedBy).toBe(actors.parentA!.id)
  })

  it('is refused, with the rule’s message and nothing written, when its terms break 10A NCAC 09 .0803', async () => {
    const today = centreToday()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endsOn: addDays(today, 30) }, 'endsOn', medicationMessages.overTheCounterDays],
      [{ whenNeeded: true, whenNeededFor: 'fever' }, 'whenNeeded', medicationMessages.whenNeeded],
      [{ kind: 'prescription' }, 'prescriptionEndsOn', medicationMessages.prescriptionEndsOn],
      [{ kind: 'prescription', prescriptionEndsOn: addDays(today, 3) }, 'endsOn', medicationMessages.prescriptionEnd],
      [{ kind: 'standing', endsOn: addDays(today, 10) }, 'carePlan', medicationMessages.carePlan],
      [{ startsOn: addDays(today, -1) }, 'startsOn', medicationMessages.startsOn],
      [{ endsOn: addDays(today, -1) }, 'endsOn', medicationMessages.endsOn],
      [{ agreed: false }, 'agreed', medicationMessages.agreed],
      [{ signedName: ' ' }, 'signedName', medicationMessages.signature],
      [{ minHoursBetween: 0 }, 'minHoursBetween', medicationMessages.minHoursBetween],
      [{ route: 'by mouth' }, 'route', medicationMessages.route],
    ]
    const before = await authorizationsOf(children.Sofia!)
    for (const [overrides, field, message] of cases) {
      const result = await api<Failure>('POST', medicationsPath(children.Sofia!), { cookie: cookies.parentA, body: authorizationBody(overrides) })
      expect(result.status, JSON.stringify(overrides)).toBe(400)
      // The body's schema names the field; the collection's rules (the terms) answer the rule's message.
      if (result.body.errors) expect(result.body.errors, JSON.stringify(overrides)).toContainEqual({ field, message })
      else expect(result.body.message, JSON.stringify(overrides)).toBe(message)
    }
    expect(await authorizationsOf(children.Sofia!)).toBe(before)
  })

  it('a standing authorization names one of the child’s own active care plans', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'care-plans', where: { child: { equals: children.Amara } }, limit: 1, depth: 0, overrideAccess: true })
    const amaraPlan = docs[0]!.id
    const refused = await api<Failure>('POST', medicationsPath(children.Sofia!), { cookie: cookies.parentA, body: authorizationBody({ kind: 'standing', carePlanId: amaraPlan, whenNeeded: true, whenNeededFor: 'wheezing' }) })
    // Parent A cannot read Amara's plan, and it is not Sofia's: not found either way.
    expect(refused.status).toBe(404)
    const body = authorizationBody({ kind: 'standing', carePlanId: amaraPlan, whenNeeded: true, whenNeededFor: 'Hives or swelling', endsOn: addDays(centreToday(), 150) })
    const own = await api<ChildMedicationsRecord>('POST', medicationsPath(children.Amara!), { cookie: cookies.parentB, body: { ...body, signedName: 'James Okafor' } })
    expect(own.status, own.text).toBe(201)
    expect(own.body.authorizations.find((candidate) => candidate.medicine === body.medicine)).toMatchObject({ kind: 'standing', carePlan: { id: amaraPlan, name: 'Peanuts' }, whenNeeded: true })
  })

  it('who signs: the child’s parent and admins; another family: 404; teachers and the editor: 403; anonymous: 401, all before the body is read', async () => {
    const before = await authorizationsOf(children.Sofia!)
    const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 400, parentB: 404, editor: 403, admin: 400, teacherX: 403, teacherY: 403 }
    for (const actor of FLOOR_ACTORS) {
      const result = await api('POST', medicationsPath(children.Sofia!), { cookie: cookies[actor], raw: '{not json', headers: { 'Content-Type': 'application/json' } })
      expect(result.status, actor).toBe(expected[actor])
    }
    expect((await api('POST', medicationsPath(children.Sofia!), { cookie: cookies.parentB, body: authorizationBody() })).status).toBe(404)
    expect(await authorizationsOf(children.Sofia!)).toBe(before)
  })

  it('who reads: the child’s parent, the room’s teacher and admins; another family and another room’s teacher: 404; the editor: 403; anonymous: 401', async () => {
    const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 200, parentB: 404, editor: 403, admin: 200, teacherX: 200, teacherY: 404 }
    for (const actor of FLOOR_ACTORS) {
      const result = await api('GET', medicationsPath(children.Sofia!), { cookie: cookies[actor] })
      expect(result.status, actor).toBe(expected[actor])
      if (result.status !== 200) expect(result.text, actor).not.toContain('authorizations')
      const doses = await api('GET', dosesOfChild(children.Sofia!), { cookie: cookies[actor] })
      expect(doses.status, actor).toBe(expected[actor])
    }
  })

  it('never changes once signed: only a withdrawal, once, by the parent or an admin; a teacher may not; nobody deletes one', async () => {
    const payload = await testPayload()
    const authorization = await authorizeForSofia()
    await expect(
      payload.update({ collection: 'medication-authorizations', id: authorization.id, data: { dose: '10 ml' }, user: actors.admin as TypedUser, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400, message: medicationMessages.unchanged })
    await expect(payload.delete({ collection: 'medication-authorizations', id: authorization.id, user: actors.admin as TypedUser, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    expect((await api('POST', withdrawPath(authorization.id), { cookie: cookies.teacherX })).status).toBe(403)
    expect((await api('POST', withdrawPath(authorization.id), { cookie: cookies.parentB })).status).toBe(404)
    const withdrawn = await api<ChildMedicationsRecord>('POST', withdrawPath(authorization.id), { cookie: cookies.parentA })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.authorizations.find((candidate) => candidate.id === authorization.id)).toMatchObject({ state: 'withdrawn', dose: '5 ml' })
    const again = await api<Failure>('POST', withdrawPath(authorization.id), { cookie: cookies.admin })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(medicationMessages.alreadyWithdrawn)
    const stored = await payload.findByID({ collection: 'medication-authorizations', id: authorization.id, depth: 0, overrideAccess: true })
    expect(stored.withdrawnBy).toBe(actors.parentA!.id)
  })
})

describe('the dose log and its hard stop', () => {
  it('the room’s teacher gives a dose; the parent reads it with who gave it; the next one too early is refused with the time it may be given, and nothing is written', async () => {
    const authorization = await authorizeForSofia()
    const given = await api<MedicationDoseRecord>('POST', dosePath(authorization.id), { cookie: cookies.teacherX, body: doseBody(authorization.medicine) })
    expect(given.status, given.text).toBe(201)
    expect(given.body).toMatchObject({ outcome: 'given', amount: '5 ml', childId: children.Sofia, medicine: authorization.medicine, givenBy: 'Ana Lopez', day: centreToday() })
    const log = await api<MedicationDoseRecord[]>('GET', dosesOfChild(children.Sofia!), { cookie: cookies.parentA })
    expect(log.body[0]).toMatchObject({ id: given.body.id, givenBy: 'Ana Lopez' })
    const after = await api<ChildMedicationsRecord>('GET', medicationsPath(children.Sofia!), { cookie: cookies.parentA })
    const timed = after.body.authorizations.find((candidate) => candidate.id === authorization.id)!
    expect(timed).toMatchObject({ lastGivenAt: given.body.givenAt, givenToday: 1 })
    expect(Date.parse(timed.nextFrom!) - Date.parse(given.body.givenAt)).toBe(6 * 3_600_000)

    const tooEarly = await api<Failure>('POST', dosePath(authorization.id), { cookie: cookies.teacherX, body: doseBody(authorization.medicine) })
    expect(tooEarly.status).toBe(409)
    expect(tooEarly.body.message).toMatch(/^Too early: the last dose was given at \d{2}:\d{2}; the next may be given from \d{2}:\d{2}$/)
    expect(await dosesOf(authorization.id)).toBe(1)
  })

  it('refuses the wrong medicine, the wrong child, a withdrawn authorization and a time outside its dates, each with its message', async () => {
    const authorization = await authorizeForSofia()
    const cases: [Record<string, unknown>, string][] = [
      [{ medicine: 'Amoxicillin' }, medicationMessages.wrongMedicine],
      [{ childId: children.Noah }, medicationMessages.wrongChild],
      [{ givenAt: new Date(Date.now() - 25 * 3_600_000).toISOString() }, medicationMessages.givenAt],
      [{ givenAt: new Date(Date.now() + 3_600_000).toISOString() }, medicationMessages.givenAt],
      [{ amount: '' }, medicationMessages.amount],
      [{ outcome: 'refused' }, medicationMessages.reason],
    ]
    for (const [overrides, message] of cases) {
      const result = await api<Failure>('POST', dosePath(authorization.id), { cookie: cookies.teacherX, body: doseBody(authorization.medicine, overrides) })
      expect(result.status, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400)
      expect(result.body.message, JSON.stringify(overrides)).toBe(message)
    }
    expect(await dosesOf(authorization.id)).toBe(0)
    await api('POST', withdrawPath(authorization.id), { cookie: cookies.parentA })
    const withdrawn = await api<Failure>('POST', dosePath(authorization.id), { cookie: cookies.teacherX, body: doseBody(authorization.medicine) })
    expect(withdrawn.status).toBe(409)
    expect(withdrawn.body.message).toBe(`Authorization withdrawn on ${centreToday()}: no dose may be given`)
    expect(await dosesOf(authorization.id)).toBe(0)
  })

  it('refuses a dose before the first day, and records a refused or missed dose with its reason whatever the time', async () => {
    const later = await authorizeForSofia({ startsOn: addDays(centreToday(), 1), endsOn: addDays(centreToday(), 3) })
    const early = await api<Failure>('POST', dosePath(later.id), { cookie: cookies.admin, body: doseBody(later.medicine) })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(`Outside the authorization’s dates: it starts on ${addDays(centreToday(), 1)}`)
    const authorization = await authorizeForSofia()
    expect((await api('POST', dosePath(authorization.id), { cookie: cookies.teacherX, body: doseBody(authorization.medicine) })).status).toBe(201)
    const refused = await api<MedicationDoseRecord>('POST', dosePath(authorization.id), { cookie: cookies.teacherX, body: doseBody(authorization.medicine, { outcome: 'refused', amount: undefined, reason: 'Spat it out' }) })
    expect(refused.status).toBe(201)
    expect(refused.body).toMatchObject({ outcome: 'refused', amount: null, reason: 'Spat it out' })
  })

  it('two staff giving the same medicine at the same moment: one dose is recorded, the other is refused as too early', async () => {
    const authorization = await authorizeForSofia()
    const results = await Promise.all([
      api('POST', dosePath(authorization.id), { cookie: cookies.teacherX, body: doseBody(authorization.medicine) }),
      api('POST', dosePath(authorization.id), { cookie: cookies.admin, body: doseBody(authorization.medicine) }),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([201, 409])
    expect(await dosesOf(authorization.id)).toBe(1)
  })

  it('who records a dose: the room’s teacher and admins; another room’s teacher and another family: 404; the parent and the editor: 403; anonymous: 401, before the body is read', async () => {
    const authorization = await authorizeForSofia()
    const expected: Record<FloorActor, number> = { anonymous: 401, parentA: 403, parentB: 403, editor: 403, admin: 400, teacherX: 400, teacherY: 404 }
    for (const actor of FLOOR_ACTORS) {
      const result = await api('POST', dosePath(authorization.id), { cookie: cookies[actor], raw: '{not json', headers: { 'Content-Type': 'application/json' } })
      expect(result.status, actor).toBe(expected[actor])
    }
    expect((await api('POST', dosePath(authorization.id), { cookie: cookies.teacherY, body: doseBody(authorization.medicine) })).status).toBe(404)
    expect(await dosesOf(authorization.id)).toBe(0)
  })

  it('is append-only: nobody changes or removes a dose, through the Local API or /api/cms', async () => {
    const authorization = await authorizeForSofia()
    const given = await api<MedicationDoseRecord>('POST', dosePath(authorization.id), { cookie: cookies.teacherX, body: doseBody(authorization.medicine) })
    const payload = await testPayload()
    for (const actor of ['admin', 'teacherX'] as const) {
      await expect(payload.update({ collection: 'medication-doses', id: given.body.id, data: { amount: '50 ml' }, user: actors[actor] as TypedUser, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
      await expect(payload.delete({ collection: 'medication-doses', id: given.body.id, user: actors[actor] as TypedUser, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    }
    expect((await rest('PATCH', `/medication-doses/${given.body.id}`, { cookie: restCookies.admin, body: { amount: '50 ml' } })).status).toBe(403)
    expect((await rest('DELETE', `/medication-doses/${given.body.id}`, { cookie: restCookies.admin })).status).toBe(403)
    // Even a system write keeps the row as it was (the rules' hook).
    await payload.update({ collection: 'medication-doses', id: given.body.id, data: { amount: '50 ml', outcome: 'missed' }, overrideAccess: true })
    expect(await payload.findByID({ collection: 'medication-doses', id: given.body.id, depth: 0, overrideAccess: true })).toMatchObject({ amount: '5 ml', outcome: 'given' })
  })
})

describe('Payload’s REST and GraphQL', () => {
  it('a parent lists only their own children’s authorizations and doses; the editor and anonymous are refused; a parent writes no dose', async () => {
    for (const collection of ['medication-authorizations', 'medication-doses']) {
      const list = await rest('GET', `/${collection}?limit=500&depth=1`, { cookie: restCookies.parentA })
      expect(list.status, collection).toBe(200)
      const docs = (list.body as { docs: { child: { parent: string } }[] }).docs
      expect(docs.length, collection).toBeGreaterThan(0)
      expect(docs.every((doc) => doc.child.parent === actors.parentA!.id), collection).toBe(true)
      expect((await rest('GET', `/${collection}`, { cookie: restCookies.editor })).status, collection).toBe(403)
      expect((await rest('GET', `/${collection}`, {})).status, collection).toBe(403)
    }
    const authorization = await authorizeForSofia()
    expect((await rest('POST', '/medication-doses', { cookie: restCookies.parentA, body: { authorization: authorization.id, child: children.Sofia, medicine: authorization.medicine, outcome: 'given', amount: '5 ml' } })).status).toBe(403)
    expect(await dosesOf(authorization.id)).toBe(0)
  })

  it('GraphQL is off: no authorization or dose is read or written through it', async () => {
    const before = await countAll('medication-doses')
    for (const cookie of [restCookies.parentA, restCookies.editor, restCookies.admin, undefined]) {
      const read = await rest('POST', '/graphql', { cookie, body: { query: '{ MedicationDoses(limit: 500) { docs { id } } MedicationAuthorizations { docs { id } } }' } })
      expect(read.status).toBeGreaterThanOrEqual(400)
      expect(read.text).not.toContain('MedicationDoses')
    }
    expect(await countAll('medication-doses')).toBe(before)
  })

  it('every read of a child’s medication log is in the audit log, naming the child', async () => {
    await api('GET', dosesOfChild(children.Lily!), { cookie: cookies.admin })
    await drainAuditLog(5_000)
    const { docs } = await (await testPayload()).find({
      collection: 'audit-events',
      where: { and: [{ recordCollection: { equals: 'medication-doses' } }, { action: { equals: 'read' } }, { userId: { equals: actors.admin!.id } }, { childId: { equals: children.Lily } }] },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
    expect(docs).toHaveLength(1)
  })

  it('a refused read is not a read: another family and another room’s teacher (404) leave no entry of the child’s authorizations, though they are read beside the child', async () => {
    await authorizeForSofia()
    for (const actor of ['parentB', 'teacherY'] as const) expect((await api('GET', medicationsPath(children.Sofia!), { cookie: cookies[actor] })).status, actor).toBe(404)
    await drainAuditLog(5_000)
    const { totalDocs } = await (await testPayload()).count({
      collection: 'audit-events',
      where: { and: [{ recordCollection: { equals: 'medication-authorizations' } }, { childId: { equals: children.Sofia } }, { userId: { in: [actors.parentB!.id, actors.teacherY!.id] } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('the staff’s day (GET /api/medications/today)', () => {
  it('a teacher sees their rooms’ children with a care plan or a medicine today, never another room’s; admins see every room’s; parents and the editor: 403; anonymous: 401', async () => {
    await authorizeForSofia()
    const teacherX = await api<HealthTodayRecord>('GET', '/api/medications/today', { cookie: cookies.teacherX })
    expect(teacherX.status).toBe(200)
    expect(teacherX.body.children.map((child) => child.childId)).toContain(children.Sofia)
    expect(teacherX.body.children.every((child) => child.classroom?.name === 'Rainbow Room')).toBe(true)
    const teacherY = await api<HealthTodayRecord>('GET', '/api/medications/today', { cookie: cookies.teacherY })
    const amara = teacherY.body.children.find((child) => child.childId === children.Amara)!
    expect(amara.carePlans.map((plan) => plan.name)).toContain('Peanuts')
    expect(amara.medications.some((medication) => medication.kind === 'standing' && medication.state === 'active')).toBe(true)
    expect(teacherY.body.children.some((child) => child.childId === children.Sofia)).toBe(false)
    const admin = await api<HealthTodayRecord>('GET', '/api/medications/today', { cookie: cookies.admin })
    expect(admin.body.children.map((child) => child.childId)).toEqual(expect.arrayContaining([children.Sofia, children.Amara, children.Lily]))
    for (const actor of ['anonymous', 'parentA', 'editor'] as const) {
      expect((await api('GET', '/api/medications/today', { cookie: cookies[actor] })).status, actor).toBe(actor === 'anonymous' ? 401 : 403)
    }
  })
})
