import 'server-only'

import { relationId } from '@/lib/relationId'
import type { CarePlan, HealthDocument, ImmunizationRecord, MedicationAuthorization, MedicationDose } from '@/payload-types'
import { HEALTH_DOCUMENTS_COLLECTION } from '@/lib/storageSettings'
import { reviewState } from './carePlans'
import { nextDoseFrom } from './medication'
import type { AuthorizationState, CarePlanRecord, HealthDocumentRecord, ImmunizationEntryRecord, MedicationAuthorizationRecord, MedicationDoseRecord } from './record'

/** A row of the immunization record as the /api sends it, its vaccine named by code (`codes`: id → code). */
export const wireImmunizationEntry = (row: ImmunizationRecord, codes: ReadonlyMap<string, string>): ImmunizationEntryRecord => ({
  id: row.id,
  vaccine: codes.get(typeof row.vaccine === 'string' ? row.vaccine : row.vaccine.id) ?? '',
  kind: row.kind,
  givenOn: row.givenOn ? row.givenOn.slice(0, 10) : null,
  exemptionKind: row.exemptionKind ?? null,
  note: row.note ?? null,
  createdAt: row.createdAt,
})

/** A care plan as the /api sends it, its review's state on `today`. */
export const wireCarePlan = (plan: CarePlan, today: string): CarePlanRecord => ({
  id: plan.id,
  childId: relationId(plan.child) ?? '',
  kind: plan.kind,
  name: plan.name,
  reaction: plan.reaction ?? null,
  severity: plan.severity,
  whatToDo: plan.whatToDo,
  medicines: plan.medicines ?? null,
  lastReviewedOn: plan.lastReviewedOn.slice(0, 10),
  reviewDueOn: (plan.reviewDueOn ?? '').slice(0, 10),
  review: reviewState(plan.lastReviewedOn, today),
  active: plan.active !== false,
})

const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** Where an authorization stands on `today`. */
export function authorizationState(authorization: Pick<MedicationAuthorization, 'startsOn' | 'endsOn' | 'withdrawnAt'>, today: string): AuthorizationState {
  if (authorization.withdrawnAt) return 'withdrawn'
  if (authorization.startsOn.slice(0, 10) > today) return 'upcoming'
  return authorization.endsOn.slice(0, 10) < today ? 'ended' : 'active'
}

/** An authorization as the /api sends it: its state on `today`, the last dose given and how many today. */
export const wireAuthorization = (
  authorization: MedicationAuthorization,
  today: string,
  doses: { lastGivenAt: string | null; givenToday: number },
  carePlanNames: ReadonlyMap<string, string>,
): MedicationAuthorizationRecord => {
  const planId = relationId(authorization.carePlan)
  return {
    id: authorization.id,
    childId: relationId(authorization.child) ?? '',
    medicine: authorization.medicine,
    kind: authorization.kind,
    carePlan: planId ? { id: planId, name: carePlanNames.get(planId) ?? '' } : null,
    dose: authorization.dose,
    route: authorization.route,
    minHoursBetween: authorization.minHoursBetween,
    maxDosesPerDay: authorization.maxDosesPerDay ?? null,
    timesOfDay: authorization.timesOfDay ?? null,
    whenNeeded: authorization.whenNeeded === true,
    whenNeededFor: authorization.whenNeededFor ?? null,
    instructions: authorization.instructions ?? null,
    startsOn: authorization.startsOn.slice(0, 10),
    endsOn: authorization.endsOn.slice(0, 10),
    prescriptionEndsOn: dayOf(authorization.prescriptionEndsOn),
    prescriber: authorization.prescriber ?? null,
    signedName: authorization.signedName,
    signedAt: authorization.signedAt ?? authorization.createdAt,
    onPaper: authorization.onPaper === true,
    withdrawnAt: authorization.withdrawnAt ?? null,
    state: authorizationState(authorization, today),
    lastGivenAt: doses.lastGivenAt,
    nextFrom: nextDoseFrom(doses.lastGivenAt, authorization.minHoursBetween),
    givenToday: doses.givenToday,
  }
}

/** A row of the medication log as the /api sends it. */
export const wireDose = (dose: MedicationDose): MedicationDoseRecord => ({
  id: dose.id,
  authorizationId: relationId(dose.authorization) ?? '',
  childId: relationId(dose.child) ?? '',
  medicine: dose.medicine ?? '',
  outcome: dose.outcome,
  givenAt: dose.givenAt ?? dose.createdAt,
  day: dose.day ?? '',
  amount: dose.amount ?? null,
  reason: dose.reason ?? null,
  note: dose.note ?? null,
  givenBy: dose.givenByName ?? '',
})

/** Where a health document's file opens: Payload's file endpoint on this site, which asks the collection's read rule first. */
export const healthDocumentUrl = (fileName: string) => `/api/cms/${HEALTH_DOCUMENTS_COLLECTION}/file/${encodeURIComponent(fileName)}`

/** A health document as the /api sends it; its file is opened through Payload's file endpoint (never a bucket's URL). */
export const wireHealthDocument = (document: HealthDocument): HealthDocumentRecord => ({
  id: document.id,
  kind: document.kind,
  childId: relationId(document.child),
  carePlanId: relationId(document.carePlan),
  immunizationRecordId: relationId(document.immunizationRecord),
  credentialId: relationId(document.credential),
  title: document.title ?? null,
  fileName: document.filename ?? '',
  mimeType: document.mimeType ?? '',
  size: document.filesize ?? 0,
  url: healthDocumentUrl(document.filename ?? ''),
  uploadedAt: document.createdAt,
  uploadedBy: document.uploadedByName ?? null,
  verified: document.verified === true,
  verifiedAt: document.verifiedAt ?? null,
  verifiedBy: document.verifiedByName ?? null,
})
