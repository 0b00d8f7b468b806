'use client'

import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A react-hook-form resolver whose shared zod schema — and zod itself, ≈ 50 kB gzipped — arrive in a
 * chunk of their own: fetched when the visitor first reaches the form (`preload`, on focus or pointer),
 * at the latest on the first validation. The page's first load and hydration stay free of zod.
 *
 * If that chunk cannot be fetched (a dropped connection), the form is sent as it is: the server checks
 * it with the same schema and answers with the same field messages, which the forms show.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver<Input, unknown, Output>(schema),
      (error: unknown) => {
        loading = undefined // try again next time
        throw error
      },
    ))

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>
    try {
      resolve = await load()
    } catch {
      return { values: values as unknown as Output, errors: {} }
    }
    return resolve(values, context, options)
  }

  const preload = () => {
    load().catch(() => {}) // a failure is retried by the resolver itself
  }
  /** Spread on the <form>: reaching it (focus or pointer) starts the load. */
  const loadOnReach = { onFocus: preload, onPointerEnter: preload }
  return { resolver, preload, loadOnReach }
}
