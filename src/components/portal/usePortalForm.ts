'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'

import type { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { showFieldErrors } from '@/components/forms/serverFieldErrors'
import { ApiError } from '@/contract/client'

/**
 * A form of the password screens, checked with its contract schema (`checked`), and what becomes of a
 * failure: `refused` may take a refusal over (a link that no longer works, mail not set up) by returning
 * true; otherwise the server's field messages go on `fields`, and anything else (no connection, too
 * many attempts) is the `problem` shown above the submit button, starting with `failed`.
 */
export function usePortalForm<T extends FieldValues>({
  checked,
  defaultValues,
  fields,
  failed,
  refused,
}: {
  checked: ReturnType<typeof lazyZodResolver<T, T>>
  defaultValues: DefaultValues<T>
  fields: readonly string[]
  /** What did not happen ('We could not send the link.'), in the page's language. */
  failed: string
  refused?: (error: ApiError) => boolean
}) {
  const t = useTranslations('portal.errors')
  const form = useForm<T>({ resolver: checked.resolver, defaultValues })
  const [problem, setProblem] = useState<string | null>(null)

  const submitWith = (sendValues: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setProblem(null)
      try {
        await sendValues(values)
      } catch (error) {
        if (!(error instanceof ApiError)) return setProblem(t('checkConnection', { failed }))
        if (refused?.(error)) return
        showFieldErrors(error.fieldErrors, form.setError, fields)
        // A 429 says when to try again; a field's message is already by its field.
        if (error.fieldErrors.length === 0) setProblem(error.serverMessage ?? t('tryAgain', { failed }))
      }
    })

  return { form, problem, submitWith }
}
