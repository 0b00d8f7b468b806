'use client'

import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { loadOnReach } from './loadOnReach'

/**
 * A react-hook-form resolver whose shared zod schema — and zod itself, ≈ 50 kB gzipped — arrive in a
 * chunk of their own: fetched when the visitor first reaches the form (`preload`, on focus or pointer),
 * at the latest on the first validation. The page's first load and hydration stay free of zod.
 *
 * If that chunk cannot be fetched (a dropped connection), the form is sent as it is: the server checks
 * it with the same schema and answers with the same field messages, which the forms show.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>) {
  const { load, preload, loadOnReach: reached } = loadOnReach(() =>
    Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver<Input, unknown, Output>(schema)),
  )

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>
    try {
      resolve = await load()
    } catch {
      return { values: values as unknown as Output, errors: {} }
    }
    return resolve(values, context, options)
  }

  /** Spread on the <form>: reaching it (focus or pointer) starts the load. */
  return { resolver, preload, loadOnReach: reached }
}
