import { z } from '@/contract/schemas/z'

import { notInFuture, optionalText } from '@/contract/schemas/fields'
import { isMoment } from '@/lib/dates'
import { DRILL_KINDS, EVACUATION_MAX_SECONDS } from './drillRules'

/**
 * A drill's body and messages, stated once: the director's form (its resolver), the endpoint
 * (`readBody`) and the collection's rules (hooks/drillRecordRules.ts) all use them (docs/spec.md §15).
 */
export const drillMessages = {
  signIn: 'Sign in to record a drill',
  kind: 'Choose a fire, shelter-in-place or lockdown drill',
  heldAt: 'Give the day and time the drill was held, not in the future',
  evacuationSeconds: 'Give how long the evacuation took, in seconds or as minutes:seconds, up to 2 hours',
  year: 'year must be a year (YYYY) up to this one',
} as const

/** An instant with its time and zone, as a browser's `toISOString()` writes it ('2026-11-20T15:05:00.000Z'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
export const isDrillTime = (value: string) => INSTANT.test(value) && isMoment(value)

/** Fire drills are evacuations: how long it took is what the record is for. */
export const needsEvacuationTime = (kind: string) => kind === 'fire'

/**
 * POST /api/admin/drills: which drill, when it was held (an instant, not in the future, allowing for a
 * device's clock being a few minutes fast), how long the evacuation took in seconds (a fire drill's is
 * required), notes. Who recorded it and the children and staff present are the server's.
 */
export const drillSchema = z
  .object({
    kind: z.enum(DRILL_KINDS, { error: drillMessages.kind }),
    heldAt: z.string({ error: drillMessages.heldAt }).refine((value) => isDrillTime(value) && notInFuture(value), drillMessages.heldAt),
    evacuationSeconds: z
      .number({ error: drillMessages.evacuationSeconds })
      .int(drillMessages.evacuationSeconds)
      .min(1, drillMessages.evacuationSeconds)
      .max(EVACUATION_MAX_SECONDS, drillMessages.evacuationSeconds)
      .optional(),
    notes: optionalText(2000).optional(),
  })
  .superRefine((body, context) => {
    if (needsEvacuationTime(body.kind) && body.evacuationSeconds === undefined) context.addIssue({ code: 'custom', path: ['evacuationSeconds'], message: drillMessages.evacuationSeconds })
  })

export type DrillBody = z.output<typeof drillSchema>
