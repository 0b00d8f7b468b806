import 'server-only'

import type { z } from 'zod'

import { centreToday, isDay } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import { isFloorStaffUser } from '@/access/roles'
import type { Child, ImmunizationRecord, MedicationAuthorization, Vaccine } from '@/payload-types'
import { type Actor, asUser, besideTheDecision, requireReadAll, requireUser } from '@/server/actor'
import { HttpError, badRequest, forbidden, notFound, notFoundUnlessDown } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import { listeningOn } from '@/server/boot/notices'
import { REVIEW_SOON_DAYS } from './carePlans'
import { type ChildFacts, type Exemption, type GivenDose, type VaccineRule, immunizationReport, immunizationStatus } from './immunizationStatus'
import { medicationMessages } from './medication'
import { VACCINES_CHANNEL, keptSchedule } from './scheduleMemory'
import type {
  CarePlanRecord,
  CarePlanReviewRecord,
  ChildImmunizationsRecord,
  ChildMedicationsRecord,
  HealthTodayRecord,
  ImmunizationDueRecord,
  MedicationAuthorizationRecord,
  MedicationDoseRecord,
} from './record'
import { type carePlanSchema, carePlanMessages, type immunizationEntrySchema, immunizationMessages, type medicationAuthorizationSchema, type medicationDoseSchema } from './schemas'
import { wireAuthorization, wireCarePlan, wireDose, wireImmunizationEntry } from './wire'

/**
 * Health records with the caller's rights: the collections decide who reads and writes what (access.ts:
 * admins every child's, a teacher their rooms' children's, a parent their own children's).
 */

export type Locale = 'en' | 'es'
export const localeOf = (value: string | null): Locale => (value === 'es' ? 'es' : 'en')

type Schedule = { rules: VaccineRule[]; names: Map<string, string>; codes: Map<string, string> }

/**
 * The required schedule in order, its names in `locale` (English where one has no translation). Public: read
 * as an anonymous visitor, and kept by a server that hears every change to it (./scheduleMemory.ts).
 */
function scheduleOf(actor: Actor, locale: Locale): Promise<Schedule> {
  return keptSchedule(locale, () => readSchedule(actor, locale), listeningOn(VACCINES_CHANNEL))
}

async function readSchedule(actor: Actor, locale: Locale): Promise<Schedule> {
  const { docs } = await actor.payload.find({ collection: 'vaccines', sort: 'sortOrder', pagination: false, locale, fallbackLocale: 'en', ...asUser({ payload: actor.payload, user: null }) })
  return {
    rules: docs.map(ruleOf),
    names: new Map(docs.map((vaccine) => [vaccine.code, vaccine.name])),
    codes: new Map(docs.map((vaccine) => [vaccine.id, vaccine.code])),
  }
}

const ruleOf = (vaccine: Vaccine): VaccineRule => ({
  code: vaccine.code,
  dosesDueByMonths: (vaccine.doses ?? []).map((dose) => dose.dueByMonths).sort((a, b) => a - b),
  requiredUntilMonths: vaccine.requiredUntilMonths ?? null,
})

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)
const factsOf = (child: Pick<Child, 'dateOfBirth' | 'enrollmentDate'>): ChildFacts => ({ dateOfBirth: day(child.dateOfBirth)!, enrollmentDate: day(child.enrollmentDate) })

/** The rows as the status arithmetic reads them. */
function givenAndExempt(rows: readonly ImmunizationRecord[], codes: ReadonlyMap<string, string>): { doses: GivenDose[]; exemptions: Exemption[] } {
  const doses: GivenDose[] = []
  const exemptions: Exemption[] = []
  for (const row of rows) {
    const vaccine = codes.get(relationId(row.vaccine) ?? '')
    if (!vaccine) continue
    if (row.kind === 'dose' && row.givenOn) doses.push({ vaccine, givenOn: row.givenOn.slice(0, 10) })
    if (row.kind === 'exemption' && row.exemptionKind) exemptions.push({ vaccine, kind: row.exemptionKind })
  }
  return { doses, exemptions }
}

const CHILD_FIELDS = { firstName: true, lastName: true, dateOfBirth: true, enrollmentDate: true, classroom: true } as const

/**
 * The child, read with the caller's rights: one they may not read is not found (404); a role refused all
 * children: 403. The caller and the id are checked as it is called (it throws then, before any read a
 * screen starts beside it).
 */
function healthChild(actor: Actor, childId: string) {
  requireUser(actor)
  if (!isRecordId(childId)) throw notFound(immunizationMessages.childNotFound)
  return actor.payload
    .findByID({ collection: 'children', id: childId, select: CHILD_FIELDS, ...asUser(actor) })
    .catch(notFoundUnlessDown(immunizationMessages.childNotFound, { forbiddenStays: true }))
}

/** Before a body is read: the caller may read this child's health records (404 otherwise). */
export async function requireHealthChild(actor: Actor, childId: string): Promise<void> {
  await healthChild(actor, childId)
}

/** A child's immunizations: each vaccine's state and the child's on the centre's today, with the rows. */
export async function childImmunizations(actor: Actor, childId: string, locale: Locale = 'en'): Promise<ChildImmunizationsRecord> {
  // The child, the schedule and the child's rows side by side: a child the caller may not read is not
  // found whatever the rows' read (by its own rule, none of theirs) answered.
  const [child, schedule, rowsRead] = await Promise.all([
    healthChild(actor, childId),
    scheduleOf(actor, locale),
    besideTheDecision(actor.payload.find({ collection: 'immunization-records', where: { child: { equals: childId } }, sort: 'givenOn', pagination: false, ...asUser(actor) })),
  ])
  const { docs: rows } = rowsRead.answer()
  const asOf = centreToday()
  const facts = factsOf(child)
  const { doses, exemptions } = givenAndExempt(rows, schedule.codes)
  const status = immunizationStatus(schedule.rules, facts, doses, exemptions, asOf)
  return {
    childId,
    childName: `${child.firstName} ${child.lastName}`,
    dateOfBirth: facts.dateOfBirth,
    enrollmentDate: facts.enrollmentDate,
    asOf,
    status: status.status,
    dueOn: status.dueOn,
    vaccines: status.vaccines.map((vaccine) => ({ ...vaccine, name: schedule.names.get(vaccine.code) ?? vaccine.code })),
    entries: rows.map((row) => wireImmunizationEntry(row, schedule.codes)),
  }
}

/** An admin records a dose or an exemption of a vaccine of the schedule (named by its code). */
export async function recordImmunization(actor: Actor, childId: string, body: z.output<typeof immunizationEntrySchema>, locale: Locale = 'en'): Promise<ChildImmunizationsRecord> {
  const child = await healthChild(actor, childId)
  const refused = (field: string, message: string) => badRequest(message, [{ field, message }])
  if (body.givenOn && body.givenOn > centreToday()) throw refused('givenOn', immunizationMessages.givenOn)
  if (body.givenOn && child.dateOfBirth && body.givenOn < child.dateOfBirth.slice(0, 10)) throw refused('givenOn', immunizationMessages.beforeBirth)
  const { docs } = await actor.payload.find({ collection: 'vaccines', where: { code: { equals: body.vaccine } }, limit: 1, pagination: false, ...asUser(actor) })
  const vaccine = docs[0]
  if (!vaccine) throw refused('vaccine', immunizationMessages.vaccine)
  await actor.payload.create({
    collection: 'immunization-records',
    data: { child: childId, vaccine: vaccine.id, kind: body.kind, givenOn: body.givenOn ?? null, exemptionKind: body.exemptionKind ?? null, note: body.note ?? null } as never,
    ...asUser(actor),
  })
  return childImmunizations(actor, childId, locale)
}

/** Every child's state on `asOf`, read with the caller's rights (the lists below are admins'). */
async function everyChildStatus(actor: Actor, asOf: string) {
  const [schedule, { docs: children }, { docs: rows }] = await Promise.all([
    scheduleOf(actor, 'en'),
    actor.payload.find({ collection: 'children', select: CHILD_FIELDS, sort: 'lastName', pagination: false, ...asUser(actor) }),
    actor.payload.find({ collection: 'immunization-records', pagination: false, ...asUser(actor) }),
  ])
  const rowsOf = new Map<string, ImmunizationRecord[]>()
  for (const row of rows) {
    const child = relationId(row.child)
    if (child) rowsOf.set(child, [...(rowsOf.get(child) ?? []), row])
  }
  return children
    // The children at the centre on that day: born and enrolled by then.
    .filter((child) => child.dateOfBirth && child.dateOfBirth.slice(0, 10) <= asOf && (!child.enrollmentDate || child.enrollmentDate.slice(0, 10) <= asOf))
    .map((child) => {
      const facts = factsOf(child)
      const { doses, exemptions } = givenAndExempt(rowsOf.get(child.id) ?? [], schedule.codes)
      return { child, facts, status: immunizationStatus(schedule.rules, facts, doses, exemptions, asOf) }
    })
}

/** Admins: the children whose immunizations are overdue, then those due within 30 days, the earliest first. */
export async function immunizationsDue(actor: Actor): Promise<ImmunizationDueRecord[]> {
  await requireReadAll(actor, 'immunization-records')
  const states = await everyChildStatus(actor, centreToday())
  const { docs: rooms } = await actor.payload.find({ collection: 'classrooms', select: { name: true }, pagination: false, ...asUser(actor) })
  const roomNames = new Map(rooms.map((room) => [room.id, room.name]))
  const rank = { overdue: 0, due: 1 } as const
  return states
    .flatMap(({ child, status }): ImmunizationDueRecord[] => {
      if (status.status === 'up-to-date') return []
      const roomId = relationId(child.classroom)
      return [{
        childId: child.id,
        childName: `${child.firstName} ${child.lastName}`,
        classroom: roomId ? { id: roomId, name: roomNames.get(roomId) ?? '' } : null,
        status: status.status,
        dueOn: status.dueOn,
        vaccines: status.vaccines.filter((vaccine) => vaccine.status === 'due' || vaccine.status === 'overdue').map((vaccine) => vaccine.code),
      }]
    })
    .sort((a, b) => rank[a.status] - rank[b.status] || (a.dueOn ?? '').localeCompare(b.dueOn ?? '') || a.childName.localeCompare(b.childName))
}

export const IMMUNIZATION_REPORT_HEADER = ['Age group', 'Children enrolled', 'Up to date', 'Due within 30 days', 'Overdue', 'Medical exemptions', 'Religious exemptions'] as const

/**
 * Admins: the annual immunization report's counts for `year` (YYYY, up to this one), per age group, as
 * CSV: the children enrolled on the report's day (31 December, or today for this year), by status then,
 * and those with an exemption of each kind on file.
 */
export async function immunizationReportCsv(actor: Actor, year: string | null): Promise<{ csv: string; fileName: string }> {
  await requireReadAll(actor, 'immunization-records')
  const today = centreToday()
  const thisYear = Number(today.slice(0, 4))
  const asked = year !== null && /^\d{4}$/.test(year) ? Number(year) : NaN
  if (!(asked >= 2000 && asked <= thisYear)) throw badRequest(immunizationMessages.year, [{ field: 'year', message: immunizationMessages.year }])
  const asOf = asked === thisYear ? today : `${asked}-12-31`
  const rows = immunizationReport((await everyChildStatus(actor, asOf)).map(({ facts, status }) => ({ ...facts, status })), asOf)
  const lines = [
    `Immunization report as of ${asOf}`,
    IMMUNIZATION_REPORT_HEADER.join(','),
    ...rows.map((row) => [row.ageGroup, row.enrolled, row.upToDate, row.due, row.overdue, row.medicalExemptions, row.religiousExemptions].join(',')),
  ]
  return { csv: `${lines.join('\r\n')}\r\n`, fileName: `immunization-report-${asked}.csv` }
}

/** A child's care plans, active first, then by their next review: the child's parent, the room's teachers, admins. */
export async function childCarePlans(actor: Actor, childId: string): Promise<CarePlanRecord[]> {
  await healthChild(actor, childId)
  const { docs } = await actor.payload.find({ collection: 'care-plans', where: { child: { equals: childId } }, sort: 'reviewDueOn', pagination: false, ...asUser(actor) })
  const today = centreToday()
  return docs.map((plan) => wireCarePlan(plan, today)).sort((a, b) => Number(b.active) - Number(a.active))
}

/** Admins add a care plan with the family; answers the child's plans. */
export async function addCarePlan(actor: Actor, childId: string, body: z.output<typeof carePlanSchema>): Promise<CarePlanRecord[]> {
  await healthChild(actor, childId)
  if (body.lastReviewedOn > centreToday()) throw badRequest(carePlanMessages.lastReviewedOn, [{ field: 'lastReviewedOn', message: carePlanMessages.lastReviewedOn }])
  await actor.payload.create({ collection: 'care-plans', data: { ...body, reaction: body.reaction ?? null, medicines: body.medicines ?? null, child: childId } as never, ...asUser(actor) })
  return childCarePlans(actor, childId)
}

/** Admins: the active plans whose yearly review is overdue or due within 30 days, the earliest first. */
export async function carePlansForReview(actor: Actor): Promise<CarePlanReviewRecord[]> {
  await requireReadAll(actor, 'care-plans')
  const today = centreToday()
  const soon = new Date(Date.parse(`${today}T00:00:00Z`) + REVIEW_SOON_DAYS * 86_400_000).toISOString().slice(0, 10)
  const { docs } = await actor.payload.find({
    collection: 'care-plans',
    where: { and: [{ active: { equals: true } }, { reviewDueOn: { less_than_equal: `${soon}T23:59:59.999Z` } }] },
    sort: 'reviewDueOn',
    pagination: false,
    ...asUser(actor),
  })
  const childIds = [...new Set(docs.map((plan) => relationId(plan.child)).filter((id): id is string => id !== null))]
  const { docs: children } = childIds.length
    ? await actor.payload.find({ collection: 'children', where: { id: { in: childIds } }, select: { firstName: true, lastName: true }, pagination: false, ...asUser(actor) })
    : { docs: [] }
  const names = new Map(children.map((child) => [child.id, `${child.firstName} ${child.lastName}`]))
  return docs.map((plan) => ({ ...wireCarePlan(plan, today), childName: names.get(relationId(plan.child) ?? '') ?? '' }))
}

/** How far back the doses that time the next one are read: the longest gap an authorization may set (168 hours), and a day. */
const DOSE_LOOKBACK_MS = 8 * 86_400_000
const STATE_ORDER = { active: 0, upcoming: 1, ended: 2, withdrawn: 3 } as const

/**
 * Authorizations as the /api sends them: with the last dose given under each and how many today, from
 * one read of the recent doses (never one per authorization), and their care plans' names.
 */
async function wireAuthorizations(actor: Actor, authorizations: readonly MedicationAuthorization[], today: string): Promise<MedicationAuthorizationRecord[]> {
  if (authorizations.length === 0) return []
  const ids = authorizations.map((authorization) => authorization.id)
  const planIds = [...new Set(authorizations.map((authorization) => relationId(authorization.carePlan)).filter((id): id is string => id !== null))]
  const [{ docs: doses }, { docs: plans }] = await Promise.all([
    actor.payload.find({
      collection: 'medication-doses',
      where: { and: [{ authorization: { in: ids } }, { outcome: { equals: 'given' } }, { givenAt: { greater_than: new Date(Date.now() - DOSE_LOOKBACK_MS).toISOString() } }] },
      sort: '-givenAt',
      select: { authorization: true, givenAt: true, day: true },
      pagination: false,
      ...asUser(actor),
    }),
    planIds.length
      ? actor.payload.find({ collection: 'care-plans', where: { id: { in: planIds } }, select: { name: true }, pagination: false, ...asUser(actor) })
      : Promise.resolve({ docs: [] as { id: string; name: string }[] }),
  ])
  const timing = new Map<string, { lastGivenAt: string | null; givenToday: number }>()
  for (const dose of doses) {
    const id = relationId(dose.authorization) ?? ''
    const entry = timing.get(id) ?? { lastGivenAt: dose.givenAt ?? null, givenToday: 0 }
    if (dose.day === today) entry.givenToday += 1
    timing.set(id, entry)
  }
  const planNames = new Map(plans.map((plan) => [plan.id, plan.name]))
  return authorizations
    .map((authorization) => wireAuthorization(authorization, today, timing.get(authorization.id) ?? { lastGivenAt: null, givenToday: 0 }, planNames))
    .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || b.startsOn.localeCompare(a.startsOn))
}

/** A child's medication authorizations, those holding today first: the child's parent, the room's teachers, admins. */
export async function childMedications(actor: Actor, childId: string): Promise<ChildMedicationsRecord> {
  // The child and its authorizations side by side, as the immunizations are.
  const [child, authorizationsRead] = await Promise.all([
    healthChild(actor, childId),
    besideTheDecision(actor.payload.find({ collection: 'medication-authorizations', where: { child: { equals: childId } }, sort: '-startsOn', pagination: false, ...asUser(actor) })),
  ])
  const { docs } = authorizationsRead.answer()
  const asOf = centreToday()
  return { childId, childName: `${child.firstName} ${child.lastName}`, asOf, authorizations: await wireAuthorizations(actor, docs, asOf) }
}

/** The child's parent signs an authorization (an admin enters a parent's signed paper form); answers the child's medications. */
export async function authorizeMedication(actor: Actor, childId: string, body: z.output<typeof medicationAuthorizationSchema>): Promise<ChildMedicationsRecord> {
  await healthChild(actor, childId)
  // `agreed` is the signature's confirmation: the schema takes only `true`; it is not stored.
  const { carePlanId, ...terms } = body
  await actor.payload.create({
    collection: 'medication-authorizations',
    data: { ...terms, agreed: undefined, child: childId, carePlan: carePlanId || null } as never,
    ...asUser(actor),
  })
  return childMedications(actor, childId)
}

/** An authorization the caller may read, or 404 (before a body is read, and before a change). */
async function readableAuthorization(actor: Actor, authorizationId: string): Promise<MedicationAuthorization> {
  requireUser(actor)
  if (!isRecordId(authorizationId)) throw notFound(medicationMessages.notFound)
  return actor.payload
    .findByID({ collection: 'medication-authorizations', id: authorizationId, ...asUser(actor) })
    .catch(notFoundUnlessDown(medicationMessages.notFound, { forbiddenStays: true }))
}

/** Before a dose's body is read: the caller may read this authorization (404 otherwise). */
export async function requireAuthorization(actor: Actor, authorizationId: string): Promise<void> {
  await readableAuthorization(actor, authorizationId)
}

/** The child's parent or an admin withdraws an authorization: no dose is given after it. Answers the child's medications. */
export async function withdrawMedication(actor: Actor, authorizationId: string): Promise<ChildMedicationsRecord> {
  const authorization = await readableAuthorization(actor, authorizationId)
  if (authorization.withdrawnAt) throw new HttpError(409, medicationMessages.alreadyWithdrawn)
  await actor.payload.update({ collection: 'medication-authorizations', id: authorizationId, data: { withdrawnAt: new Date().toISOString() } as never, ...asUser(actor) })
  return childMedications(actor, relationId(authorization.child) ?? '')
}

/** Staff record a dose given, refused or missed: the collection's hard stop decides (hooks/medicationDoseRules.ts). */
export async function recordDose(actor: Actor, authorizationId: string, body: z.output<typeof medicationDoseSchema>): Promise<MedicationDoseRecord> {
  await readableAuthorization(actor, authorizationId)
  const dose = await actor.payload.create({
    collection: 'medication-doses',
    data: {
      authorization: authorizationId,
      child: body.childId,
      medicine: body.medicine,
      outcome: body.outcome,
      givenAt: body.givenAt ?? null,
      amount: body.amount ?? null,
      reason: body.reason ?? null,
      note: body.note ?? null,
    } as never,
    ...asUser(actor),
  })
  return wireDose(dose)
}

/** How many days of the log a child's doses answer by default. */
export const DOSE_LOG_DAYS = 90

/** A child's medication log, newest first, from `from` (YYYY-MM-DD; 90 days back by default): the child's parent, the room's teachers, admins. */
export async function childDoses(actor: Actor, childId: string, from: string | null): Promise<MedicationDoseRecord[]> {
  requireUser(actor)
  // A day the calendar has (2026-02-30 is none, not 2 March), checked before the child is looked up.
  if (from !== null && !isDay(from)) throw badRequest(medicationMessages.from, [{ field: 'from', message: medicationMessages.from }])
  await healthChild(actor, childId)
  const start = from ?? new Date(Date.parse(`${centreToday()}T00:00:00Z`) - DOSE_LOG_DAYS * 86_400_000).toISOString().slice(0, 10)
  const { docs } = await actor.payload.find({
    collection: 'medication-doses',
    where: { and: [{ child: { equals: childId } }, { day: { greater_than_equal: start } }] },
    sort: '-givenAt',
    pagination: false,
    ...asUser(actor),
  })
  return docs.map(wireDose)
}

/**
 * Staff at the start of the day: their rooms' children (admins: every child) with an active care plan or
 * a medicine authorized today, each with those plans and medicines and the time the next dose may be
 * given. Read with the caller's rights: a teacher's access rules keep it to their rooms.
 */
export async function healthToday(actor: Actor): Promise<HealthTodayRecord> {
  const user = requireUser(actor)
  if (!isFloorStaffUser(user)) throw forbidden()
  const asOf = centreToday()
  const [{ docs: authorizations }, { docs: plans }] = await Promise.all([
    actor.payload.find({
      collection: 'medication-authorizations',
      where: { and: [{ startsOn: { less_than_equal: `${asOf}T23:59:59.999Z` } }, { endsOn: { greater_than_equal: `${asOf}T00:00:00.000Z` } }, { withdrawnAt: { exists: false } }] },
      sort: 'medicine',
      pagination: false,
      ...asUser(actor),
    }),
    actor.payload.find({ collection: 'care-plans', where: { active: { equals: true } }, sort: 'name', pagination: false, ...asUser(actor) }),
  ])
  const childIds = [...new Set([...authorizations, ...plans].map((record) => relationId(record.child)).filter((id): id is string => id !== null))]
  if (childIds.length === 0) return { asOf, children: [] }
  const [{ docs: children }, { docs: rooms }, medications] = await Promise.all([
    actor.payload.find({ collection: 'children', where: { id: { in: childIds } }, select: { firstName: true, lastName: true, classroom: true }, pagination: false, ...asUser(actor) }),
    actor.payload.find({ collection: 'classrooms', select: { name: true }, pagination: false, ...asUser(actor) }),
    wireAuthorizations(actor, authorizations, asOf),
  ])
  const roomNames = new Map(rooms.map((room) => [room.id, room.name]))
  return {
    asOf,
    children: children
      .map((child) => {
        const roomId = relationId(child.classroom)
        return {
          childId: child.id,
          childName: `${child.firstName} ${child.lastName}`,
          classroom: roomId ? { id: roomId, name: roomNames.get(roomId) ?? '' } : null,
          carePlans: plans.filter((plan) => relationId(plan.child) === child.id).map((plan) => wireCarePlan(plan, asOf)),
          medications: medications.filter((medication) => medication.childId === child.id),
        }
      })
      .sort((a, b) => (a.classroom?.name ?? '').localeCompare(b.classroom?.name ?? '') || a.childName.localeCompare(b.childName)),
  }
}
