import { z } from '@/contract/schemas/z'

import { CHILD_ID_REQUIRED, dateText, idText, notInFuture, optionalText, requiredText } from '@/contract/schemas/fields'
import { MAX } from '@/lib/constants'
import { incidentsActions } from './actions'

/**
 * An incident report's bodies and messages, stated once: the staff form and the parent's acknowledgement
 * (screens), the endpoints (`readBody`) and the collection's field rules all use these. The contract loads
 * this module on demand (endpoints.ts), so a screen that only reads reports never downloads zod.
 */

export const incidentMessages = {
  childId: CHILD_ID_REQUIRED,
  occurredAt: 'When it happened must be a valid date and time',
  occurredInFuture: 'When it happened cannot be in the future',
  place: 'Where it happened is required',
  description: 'Describe what happened',
  staffSignature: 'Sign the report with your full name',
  parentSignature: 'Type your full name to acknowledge the report',
  locked: 'This report was acknowledged by the parent and is locked: add an addendum instead.',
  alreadyAcknowledged: 'This report has already been acknowledged.',
  addendum: 'The addendum is empty',
  parentsOnlyAcknowledge: incidentsActions.acknowledgeReport.refusedMessage,
} as const

/** When an incident happened: a valid time that has passed (a few minutes of clock difference allowed). */
export const incidentTime = () => dateText(incidentMessages.occurredAt).refine((value) => notInFuture(value), incidentMessages.occurredInFuture)

export const incidentSchema = z.object({
  childId: idText(incidentMessages.childId),
  occurredAt: incidentTime(),
  place: requiredText(incidentMessages.place, MAX.line),
  description: requiredText(incidentMessages.description, MAX.text),
  firstAid: optionalText().optional(),
  witnesses: optionalText(MAX.line).optional(),
  staffSignature: requiredText(incidentMessages.staffSignature, MAX.name),
})

export const acknowledgeSchema = z.object({ signature: requiredText(incidentMessages.parentSignature, MAX.name) })

export const addendumSchema = z.object({ text: requiredText(incidentMessages.addendum, MAX.text) })
