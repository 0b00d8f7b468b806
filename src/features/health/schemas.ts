import { z } from '@/contract/schemas/z'

import { optionalText, requiredText } from '@/contract/schemas/fields'
import { CARE_PLAN_KINDS, SEVERITIES } from './carePlans'
import { EXEMPTION_KINDS } from './immunizationStatus'

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

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/**
 * POST /api/children/:childId/immunizations: a dose (`givenOn`, a calendar day not after today) or an
 * exemption (`exemptionKind`) of one vaccine of the schedule, named by its code; who recorded it comes
 * from the session.
 */
export const immunizationEntrySchema = z
  .object({
    vaccine: z.string({ error: immunizationMessages.vaccine }).trim().min(1, immunizationMessages.vaccine).max(32, immunizationMessages.vaccine),
    kind: z.enum(IMMUNIZATION_ENTRY_KINDS, { error: immunizationMessages.kind }),
    givenOn: z.string({ error: immunizationMessages.givenOn }).refine(isDay, immunizationMessages.givenOn).optional(),
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
  lastReviewedOn: z.string({ error: carePlanMessages.lastReviewedOn }).refine(isDay, carePlanMessages.lastReviewedOn),
})
