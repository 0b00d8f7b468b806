'use client'

import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'

import { formFields } from '@/components/forms/formFields'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { useRefreshLists, type ListEndpoint } from './lists'

/**
 * The admin tabs' add-record form: `send` the values; on success `created` says so, the form empties
 * and `lists` reload; on failure the server's field messages go on the fields and `failed` says why.
 */
export function useAddRecordForm<T extends FieldValues, R = unknown>({
  idPrefix,
  blank,
  resolver,
  send,
  created,
  failed,
  lists,
}: {
  /** Unique on the page: the fields' id prefix. */
  idPrefix: string
  /** The empty form (also the fields the server's messages may name). */
  blank: () => T
  resolver?: Resolver<T>
  send: (values: T) => Promise<R>
  created: (values: T, result: R) => void
  failed: (error: unknown) => void
  lists: ListEndpoint[]
}) {
  const refresh = useRefreshLists()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<T>({ resolver, defaultValues: blank() as DefaultValues<T> })

  const onSubmit = handleSubmit(async (values: T) => {
    try {
      const result = await send(values)
      created(values, result)
      reset(blank())
      await refresh(...lists)
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(blank()))
      failed(error)
    }
  })

  return { field: formFields({ register, errors }, { idPrefix }), isSubmitting, onSubmit }
}

export type AddRecordForm<T extends FieldValues> = ReturnType<typeof useAddRecordForm<T>>
