import 'server-only'

import type { z } from 'zod'

import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { Child, ImmunizationRecord, Vaccine } from '@/payload-types'
import { type Actor, asUser, requireReadAll, requireUser } from '@/server/actor'
import { badRequest, notFound, notFoundUnlessDown } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import { REVIEW_SOON_DAYS } from './carePlans'
import { type ChildFacts, type Exemption, type GivenDose, type VaccineRule, immunizationReport, immunizationStatus } from './immunizationStatus'
import type { CarePlanRecord, CarePlanReviewRecord, ChildImmunizationsRecord, ImmunizationDueRecord } from './record'
import { type carePlanSchema, carePlanMessages, type immunizationEntrySchema, immunizationMessages } from './schemas'
import { wireCarePlan, wireImmunizationEntry } from './wire'

/**
 * Health records with the caller's rights: the collections decide who reads and writes what (access.ts:
 * admins every child's, a teacher their rooms' children's, a parent their own children's).
 */

export type Locale = 'en' | 'es'
export const localeOf = (value: string | null): Locale => (value === 'es' ? 'es' : 'en')

type Schedule = { rules: VaccineRule[]; names: Map<string, string>; codes: Map<string, string> }

/** The required schedule in order, its names in `locale` (English where one has no translation). */
async function scheduleOf(actor: Actor, locale: Locale): Promise<Schedule> {
  const { docs } = await actor.payload.find({ collection: 'vaccines', sort: 'sortOrder', pagination: false, locale, fallbackLocale: 'en', ...asUser(actor) })
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

/** The child, read with the caller's rights: one they may not read is not found (404); a role refused all children: 403. */
async function healthChild(actor: Actor, childId: string) {
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
  const child = await healthChild(actor, childId)
  const [schedule, { docs: rows }] = await Promise.all([
    scheduleOf(actor, locale),
    actor.payload.find({ collection: 'immunization-records', where: { child: { equals: childId } }, sort: 'givenOn', pagination: false, ...asUser(actor) }),
  ])
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
