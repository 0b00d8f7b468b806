import type { CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { lockedRow } from '@/collections/shared/lockedRow'
import { refuse } from '@/collections/shared/refuse'
import { lookUp } from '@/lib/auditLookups'
import { centreToday, isDay } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { MedicationAuthorization } from '@/payload-types'
import { MEDICATION_KINDS, MEDICATION_ROUTES, medicationMessages, termsRefusal, type MedicationKind } from '../medication'

const dayOf = (value: unknown) => (typeof value === 'string' && isDay(value.slice(0, 10)) ? value.slice(0, 10) : '')
const atMidnight = (day: string) => `${day}T00:00:00.000Z`
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** What a signed authorization says: none of it changes after signing. */
const SIGNED = ['child', 'medicine', 'kind', 'carePlan', 'dose', 'route', 'minHoursBetween', 'maxDosesPerDay', 'timesOfDay', 'whenNeeded', 'whenNeededFor', 'instructions', 'startsOn', 'endsOn', 'prescriptionEndsOn', 'prescriber', 'signedName', 'signedAt', 'signedBy', 'onPaper'] as const
const instantOf = (value: unknown) => (value ? Date.parse(value instanceof Date ? value.toISOString() : String(value)) : null)
const comparable = (value: unknown) => {
  const id = relationId(value as never)
  if (id) return id
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10)
  return value === undefined || value === '' ? null : value
}

/**
 * A medication authorization, whoever writes it (/api, /api/cms, /cms):
 * - created by the child's parent (the child read with their own rights: another family's is not found),
 *   signed with their typed name at the server's time; or by an admin entering a parent's signed paper
 *   form (`onPaper`, signed by the child's parent); never by a teacher;
 * - its terms are checked against 10A NCAC 09 .0803 (../medication.ts `termsRefusal`): the first day
 *   from today, a prescription until the prescription ends, over-the-counter 30 days at most and never
 *   when needed, a standing authorization six months at most and for one of the child's care plans;
 * - once signed it never changes: an update may only withdraw it (the time and who from the session),
 *   once; anything else that differs is refused.
 */
export const medicationAuthorizationRules: CollectionBeforeChangeHook<MedicationAuthorization> = async ({ data, operation, originalDoc, req }) => {
  // The demo seed writes its authorizations as they were signed (../seed.ts); no request can set this.
  if (req.context.seedHistory === true) return data
  const user = req.user
  if (!user) return refuse(medicationMessages.signIn, 403)
  let now = new Date().toISOString()

  if (operation === 'update') {
    // The authorization as it is now, locked until this change commits: of two withdrawals at once, the
    // second finds it withdrawn; a dose recorded meanwhile (medicationDoseRules, locking the same row) is before it.
    const locked = originalDoc?.id ? await lockedRow<Record<string, unknown>>(req, 'medication-authorizations', originalDoc.id) : null
    if (originalDoc?.id && !locked) return refuse(medicationMessages.notFound, 404)
    const original = (locked ?? originalDoc ?? {}) as Record<string, unknown>
    // Withdrawn at the moment it is decided: after any dose that held the row before it.
    now = new Date().toISOString()
    const input = data as Record<string, unknown>
    for (const field of SIGNED) {
      if (field in input && comparable(input[field]) !== comparable(original[field])) refuse(medicationMessages.unchanged, 400, field)
    }
    const kept = Object.fromEntries(SIGNED.map((field) => [field, original[field] ?? null]))
    const withdrawing = Boolean(input.withdrawnAt) && !original.withdrawnAt
    // The withdrawal's own instant, not its day: a second withdrawal (the same day, or at the same moment) is refused.
    if (original.withdrawnAt && 'withdrawnAt' in input && instantOf(input.withdrawnAt) !== instantOf(original.withdrawnAt)) refuse(medicationMessages.alreadyWithdrawn, 409, 'withdrawnAt')
    return {
      ...kept,
      withdrawnAt: withdrawing ? now : (original.withdrawnAt ?? null),
      withdrawnBy: withdrawing ? user.id : (original.withdrawnBy ?? null),
    } as Partial<MedicationAuthorization>
  }

  const childId = relationId(data.child) ?? refuse(medicationMessages.childId, 400, 'child')
  const child = await lookUp(() => req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: false, user, select: { parent: true } })).catch(() => null)
  if (!child) return refuse(medicationMessages.childNotFound, 404, 'child')
  const admin = isAdminUser(user)
  if (!admin && relationId(child.parent) !== user.id) return refuse(medicationMessages.parentOnly, 403, 'child')

  const medicine = text(data.medicine)
  if (!medicine || medicine.length > 200) return refuse(medicationMessages.medicine, 400, 'medicine')
  const kind = data.kind as MedicationKind
  if (!MEDICATION_KINDS.includes(kind)) return refuse(medicationMessages.kind, 400, 'kind')
  const dose = text(data.dose)
  if (!dose || dose.length > 100) return refuse(medicationMessages.dose, 400, 'dose')
  if (!MEDICATION_ROUTES.includes(data.route as never)) return refuse(medicationMessages.route, 400, 'route')
  const minHoursBetween = Number(data.minHoursBetween)
  if (!Number.isFinite(minHoursBetween) || minHoursBetween < 0.5 || minHoursBetween > 168) return refuse(medicationMessages.minHoursBetween, 400, 'minHoursBetween')
  const maxDosesPerDay = data.maxDosesPerDay === null || data.maxDosesPerDay === undefined ? null : Number(data.maxDosesPerDay)
  if (maxDosesPerDay !== null && (!Number.isInteger(maxDosesPerDay) || maxDosesPerDay < 1 || maxDosesPerDay > 24)) return refuse(medicationMessages.maxDosesPerDay, 400, 'maxDosesPerDay')
  const startsOn = dayOf(data.startsOn)
  if (!startsOn || startsOn < centreToday()) return refuse(medicationMessages.startsOn, 400, 'startsOn')
  const endsOn = dayOf(data.endsOn)
  if (!endsOn) return refuse(medicationMessages.endsOn, 400, 'endsOn')
  const prescriptionEndsOn = kind === 'prescription' ? dayOf(data.prescriptionEndsOn) || null : null
  const whenNeeded = data.whenNeeded === true
  const refusal = termsRefusal({ kind, startsOn, endsOn, prescriptionEndsOn, whenNeeded, minHoursBetween, maxDosesPerDay })
  if (refusal) return refuse(refusal.message, 400, refusal.field)
  const whenNeededFor = text(data.whenNeededFor)
  if (whenNeeded && !whenNeededFor) return refuse(medicationMessages.whenNeededFor, 400, 'whenNeededFor')

  let carePlan: string | null = null
  if (kind === 'standing') {
    carePlan = relationId(data.carePlan) ?? refuse(medicationMessages.carePlan, 400, 'carePlan')
    const plan = await lookUp(() => req.payload.findByID({ collection: 'care-plans', id: carePlan!, depth: 0, req, overrideAccess: false, user, select: { child: true, active: true } })).catch(() => null)
    if (!plan || relationId(plan.child) !== childId || plan.active === false) return refuse(medicationMessages.carePlanNotFound, 404, 'carePlan')
  }
  const signedName = text(data.signedName)
  if (signedName.length < 2 || signedName.length > 200) return refuse(medicationMessages.signature, 400, 'signedName')

  return {
    child: childId,
    medicine,
    kind,
    carePlan,
    dose,
    route: data.route,
    minHoursBetween,
    maxDosesPerDay,
    timesOfDay: text(data.timesOfDay) || null,
    whenNeeded,
    whenNeededFor: whenNeeded ? whenNeededFor : null,
    instructions: text(data.instructions) || null,
    startsOn: atMidnight(startsOn),
    endsOn: atMidnight(endsOn),
    prescriptionEndsOn: prescriptionEndsOn ? atMidnight(prescriptionEndsOn) : null,
    prescriber: kind === 'prescription' ? text(data.prescriber) || null : null,
    signedName,
    signedAt: now,
    // An admin enters the parent's signed paper form: it is the parent who signed it.
    signedBy: admin ? (relationId(child.parent) ?? null) : user.id,
    onPaper: admin,
    withdrawnAt: null,
    withdrawnBy: null,
  } as Partial<MedicationAuthorization>
}
