import type { Validate } from 'payload'
import type { z } from 'zod'

/**
 * A Payload field validator from a zod schema of the contract (src/contract/schemas, a feature's
 * schemas.ts), so the collection refuses what the forms and endpoints refuse, with the same message.
 */
export function zodValidate(schema: z.ZodType): Validate {
  return (value: unknown) => {
    const input = value === null ? undefined : value instanceof Date ? value.toISOString() : value
    const result = schema.safeParse(input)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
  }
}
