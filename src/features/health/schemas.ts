import { z } from '@/contract/schemas/z'

import { dayField, optionalText, requiredText } from '@/contract/schemas/fields'
import { isMoment } from '@/lib/dates'
import { CARE_PLAN_KINDS, SEVERITIES } from './carePlans'
import { EXEMPTION_KINDS } from './immunizationStatus'
import { CHILD_DOCUMENT_KINDS, healthDocumentMessages } from './documents'
import { DOSE_OUTCOMES, MEDICATION_KINDS, MEDICATION_ROUTES, medicationMessages } from './medication'

/**
 * Health records' messages and bodies, stated once here and used by the collections' rules, the
 * endpoints and the screens (docs/spec.md §15).
 */

/** A row of a child's immunization record: a dose given, or an exemption on file. */
export const IMMUNIZATION_ENTRY_KINDS = ['dose', 'exemption'] as const

export const immunizationMessages = {
  childId: 'Child ID is required',
  childNotFound: 'Child not found',
  signIn: 'Sign in to record an immunization',
  vaccine: 'Choose a vaccine from the required schedule',
  vaccineCode: 'Give the vaccine a short code',
  vaccineName: 'Give the vaccine its name',
  kind: 'Choose a dose or an exemption',
  givenOn: 'Give the day the dose was given (YYYY-MM-DD), not after today',
  beforeBirth: 'A dose cannot be given before the child was born',
  exemptionKind: 'Choose a medical or a religious exemption',
  year: 'year must be a year (YYYY) up to this one',
} as const

/**
 * POST /api/children/:childId/immunizations: a dose (`givenOn`, a calendar day not after today) or an
 * exemption (`exemptionKind`) of one vaccine of the schedule, named by its code; who recorded it comes
 * from the session.
 */
export const immunizationEntrySchema = z
  .object({
    vaccine: z.string({ error: immunizationMessages.vaccine }).trim().min(1, immunizationMessages.vaccine).max(32, immunizationMessages.vaccine),
    kind: z.enum(IMMUNIZATION_ENTRY_KINDS, { error: immunizationMessages.kind }),
    givenOn: dayField(immunizationMessages.givenOn).optional(),
    exemptionKind: z.enum(EXEMPTION_KINDS, { error: immunizationMessages.exemptionKind }).optional(),
    note: optionalText(2000).optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'dose' && !body.givenOn) context.addIssue({ code: 'custom', path: ['givenOn'], message: immunizationMessages.givenOn })
    if (body.kind === 'exemption' && !body.exemptionKind) context.addIssue({ code: 'custom', path: ['exemptionKind'], message: immunizationMessages.exemptionKind })
  })

export const carePlanMessages = {
  childId: immunizationMessages.childId,
  childNotFound: immunizationMessages.childNotFound,
  kind: 'Choose an allergy or a condition',
  name: 'Name the allergen or the condition',
  severity: 'Choose how severe a reaction is',
  whatToDo: 'Say what staff must do',
  lastReviewedOn: 'Give the day the plan was last reviewed (YYYY-MM-DD), not after today',
  signIn: 'Sign in to record a care plan',
} as const

/**
 * POST /api/children/:childId/care-plans: an allergy or a chronic condition, how the child reacts, how
 * severe it is, what staff must do, the medicines it calls for, and the day the plan was last reviewed
 * with the parent and the child's doctor (its yearly review is due a year later).
 */
export const carePlanSchema = z.object({
  kind: z.enum(CARE_PLAN_KINDS, { error: carePlanMessages.kind }),
  name: requiredText(carePlanMessages.name, 200),
  reaction: optionalText(2000).optional(),
  severity: z.enum(SEVERITIES, { error: carePlanMessages.severity }),
  whatToDo: requiredText(carePlanMessages.whatToDo, 4000),
  medicines: optionalText(1000).optional(),
  lastReviewedOn: dayField(carePlanMessages.lastReviewedOn),
})

/**
 * POST /api/children/:childId/medications: a parent's written authorization, signed with their typed
 * name (an admin enters a parent's signed paper form the same way). How long it may hold is checked by
 * the collection's rules (./medication.ts, 10A NCAC 09 .0803).
 */
export const medicationAuthorizationSchema = z.object({
  medicine: requiredText(medicationMessages.medicine, 200),
  kind: z.enum(MEDICATION_KINDS, { error: medicationMessages.kind }),
  carePlanId: z.string({ error: medicationMessages.carePlan }).trim().max(64, medicationMessages.carePlan).optional(),
  dose: requiredText(medicationMessages.dose, 100),
  route: z.enum(MEDICATION_ROUTES, { error: medicationMessages.route }),
  minHoursBetween: z.number({ error: medicationMessages.minHoursBetween }).min(0.5, medicationMessages.minHoursBetween).max(168, medicationMessages.minHoursBetween),
  maxDosesPerDay: z.number({ error: medicationMessages.maxDosesPerDay }).int(medicationMessages.maxDosesPerDay).min(1, medicationMessages.maxDosesPerDay).max(24, medicationMessages.maxDosesPerDay).optional(),
  timesOfDay: optionalText(200).optional(),
  whenNeeded: z.boolean().optional(),
  whenNeededFor: optionalText(500).optional(),
  instructions: optionalText(2000).optional(),
  startsOn: dayField(medicationMessages.startsOn),
  endsOn: dayField(medicationMessages.endsOn),
  prescriptionEndsOn: dayField(medicationMessages.prescriptionEndsOn).optional(),
  prescriber: optionalText(200).optional(),
  signedName: requiredText(medicationMessages.signature, 200).refine((value) => value.trim().length >= 2, medicationMessages.signature),
  agreed: z.literal(true, { error: medicationMessages.agreed }),
})

/** POST /api/medications/:authorizationId/doses: staff record a dose given, refused or missed. */
export const medicationDoseSchema = z
  .object({
    childId: z.string({ error: medicationMessages.childId }).trim().min(1, medicationMessages.childId).max(64, medicationMessages.childId),
    medicine: requiredText(medicationMessages.doseMedicine, 200),
    outcome: z.enum(DOSE_OUTCOMES, { error: medicationMessages.outcome }),
    givenAt: z.string({ error: medicationMessages.givenAt }).refine(isMoment, medicationMessages.givenAt).optional(),
    amount: optionalText(100).optional(),
    reason: optionalText(500).optional(),
    note: optionalText(2000).optional(),
  })
  .superRefine((body, context) => {
    if (body.outcome === 'given' && !body.amount?.trim()) context.addIssue({ code: 'custom', path: ['amount'], message: medicationMessages.amount })
    if (body.outcome !== 'given' && !body.reason?.trim()) context.addIssue({ code: 'custom', path: ['reason'], message: medicationMessages.reason })
  })

export { CHILD_DOCUMENT_KINDS, HEALTH_DOCUMENT_KINDS, healthDocumentMessages } from './documents'

/** POST /api/children/:childId/health-documents: the text fields beside the file (`file`). */
export const healthDocumentFields = z
  .object({
    kind: z.enum(CHILD_DOCUMENT_KINDS, { error: healthDocumentMessages.kind }),
    title: optionalText(200).optional(),
    carePlanId: z.string().trim().max(64).optional(),
    immunizationRecordId: z.string().trim().max(64).optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'care-plan' && !body.carePlanId) context.addIssue({ code: 'custom', path: ['carePlanId'], message: healthDocumentMessages.carePlan })
    if (body.kind === 'exemption' && !body.immunizationRecordId) context.addIssue({ code: 'custom', path: ['immunizationRecordId'], message: healthDocumentMessages.exemption })
  })

/** POST /api/admin/credentials/:credentialId/card: nothing beside the file. */
export const credentialCardFields = z.object({})
