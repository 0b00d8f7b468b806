'use client'

import type { z } from 'zod'

import { loadOnReach } from '@/components/forms/loadOnReach'

/** A field's message, in the shape the field components and the server's messages share. */
export type FieldMessage = { type: string; message: string }
export type FieldMessages = Record<string, FieldMessage>

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string }

/** The first message of each field (the top-level name an issue's path starts with), in the schema's order. */
export function firstMessages(issues: readonly Issue[]): FieldMessages {
  const messages: FieldMessages = {}
  for (const { path, message } of issues) messages[String(path[0] ?? '')] ??= { type: 'invalid', message }
  return messages
}

/**
 * A public form's check with its endpoint's own zod schema, which arrives — and zod with it — in a chunk of
 * its own: fetched when the visitor first reaches the form (`loadOnReach`, on focus or pointer), at the
 * latest at the first check. The page's first load and hydration stay free of zod.
 *
 * If that chunk cannot be fetched (a dropped connection), the values pass as they are: the server checks
 * them with the same schema and answers with the same field messages, which the form shows.
 */
export function schemaCheck<Output>(loadSchema: () => Promise<z.ZodType<Output>>) {
  const { load, loadOnReach: reached } = loadOnReach(loadSchema)

  /** The schema's output when the values pass (defaults filled in), else each failing field's first message. */
  const check = async (values: Record<string, unknown>): Promise<{ values: Output; errors: FieldMessages }> => {
    let schema: z.ZodType<Output>
    try {
      schema = await load()
    } catch {
      return { values: values as Output, errors: {} }
    }
    const result = await schema.safeParseAsync(values)
    return result.success ? { values: result.data, errors: {} } : { values: values as Output, errors: firstMessages(result.error.issues) }
  }

  /** Spread on the <form>: reaching it (focus or pointer) starts the load. */
  return { check, loadOnReach: reached }
}

export type SchemaCheck<Output> = ReturnType<typeof schemaCheck<Output>>
