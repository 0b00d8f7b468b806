import { z } from '@/contract/schemas/z'

import { CLOCK_SKEW_MINUTES, MAX } from '@/lib/constants'
import { isDay, isMonth } from '@/lib/dates'

const isBlank = (value: string) => value.trim().length === 0

/** PostgreSQL text cannot hold NUL characters: refuse them as input, not as a database error. */
const NO_NUL = 'Text may not contain NUL characters'
const hasNoNul = (value: string) => !value.includes('\u0000')

/** A language the site does not have (an application's, an account's). */
export const LANGUAGE_CHOICE_MESSAGE = 'Please choose English or Spanish'

/** A record about a child that names no child (family records, pickups, incidents: SPEC's "Child ID is required"). */
export const CHILD_ID_REQUIRED = 'Child ID is required'

/** A required string: missing, non-string and blank all give `message`; stored verbatim (no trimming). */
export const requiredText = (message: string, max: number = MAX.line) =>
  z
    .string({ error: message })
    .refine((value) => !isBlank(value), message)
    .refine((value) => value.length <= max, `Must be at most ${max} characters`)
    .refine(hasNoNul, NO_NUL)

export const optionalText = (max: number = MAX.text) =>
  z.string({ error: 'Must be text' }).max(max, `Must be at most ${max} characters`).refine(hasNoNul, NO_NUL)

export const minLengthText = (min: number, message: string, max: number) =>
  z
    .string({ error: message })
    .refine((value) => !isBlank(value), message)
    .min(min, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(hasNoNul, NO_NUL)

export const emailAddress = (message: string) =>
  z.string({ error: message }).max(MAX.email, message).pipe(z.email({ error: message }))

/** A calendar date as the forms send it (YYYY-MM-DD) or a full ISO timestamp, on a day the calendar has (2026-02-30 is none). */
export const dateText = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim()), message)
    .refine((value) => isDay(value.trim().slice(0, 10)) && !Number.isNaN(Date.parse(value)), message)

/**
 * A day field or parameter of the API: exactly `YYYY-MM-DD`, a day the calendar has (parseDay in
 * src/lib/dates.ts, the one reading of a day); each field keeps its own message.
 */
export const dayField = (message: string) => z.string({ error: message }).refine(isDay, message)

/** A month field or parameter of the API: exactly `YYYY-MM`, 01 to 12 (parseMonth in src/lib/dates.ts); each field keeps its own message. */
export const monthField = (message: string) => z.string({ error: message }).refine(isMonth, message)

/** A time people enter that must have passed, allowing for a device's clock being a few minutes fast. */
export const notInFuture = (value: string, now: number = Date.now()) => Date.parse(value) <= now + CLOCK_SKEW_MINUTES * 60_000

export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message })

/** An id as the forms send it: a non-empty string (our ids are UUIDs). */
export const idText = (message: string) => requiredText(message, 64)

/** http(s) URL or a path on this site (uploaded media are served from /api/cms/media/file/...). */
export const webUrl = (message: string) =>
  z
    .string({ error: message })
    .max(MAX.url, message)
    .refine(hasNoNul, message)
    .refine((value) => {
      if (/^\/[^/\\]/.test(value)) return true
      try {
        const url = new URL(value)
        return url.protocol === 'http:' || url.protocol === 'https:'
      } catch {
        return false
      }
    }, message)

/** First message per field, in the order the schema reported them. */
export function fieldErrors(error: z.ZodError): { field: string; message: string }[] {
  const seen = new Set<string>()
  const errors: { field: string; message: string }[] = []
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_'
    if (seen.has(field)) continue
    seen.add(field)
    errors.push({ field, message: issue.message })
  }
  return errors
}
