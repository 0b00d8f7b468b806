'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import { useSWRConfig } from 'swr'
import type { z } from 'zod'

import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest } from '@/lib/api-client'
import { serverMessage, withoutBlanks } from './records'

/** SPEC §5: the server-admin screens' client check, a red toast. */
export const MISSING_INFORMATION = 'Missing Information'
export const FILL_IN_REQUIRED = 'Please fill in all required fields.'

export type CreateRecordOptions<S extends z.ZodType<unknown, FieldValues>> = {
  /** The endpoint's own schema: the form checks what the server will. */
  schema: S
  /** The empty form (computed on each reset, so "today" defaults stay today). */
  blank: () => DefaultValues<z.input<S>>
  /** The fields the 'Missing Information' toast is about (SPEC §5). */
  required: readonly FieldPath<z.input<S>>[]
  /** The toast's text when one of them is empty. */
  missingText?: string
  /** POST here; the list cached under the same path gets the created record. */
  path: string
  /** SPEC §8 texts. */
  successText: string
  failureText: string
}

/**
 * An add-record dialog's form: the endpoint's schema on the client, the 'Missing Information' toast,
 * POST, the created record put into its cached list, a reset and closed dialog on success, and on
 * failure the values kept with the server's field messages on their fields.
 */
export function useCreateRecord<S extends z.ZodType<unknown, FieldValues>>({
  schema,
  blank,
  required,
  missingText = FILL_IN_REQUIRED,
  path,
  successText,
  failureText,
}: CreateRecordOptions<S>) {
  type Values = z.input<S>
  const [open, setOpen] = useState(false)
  const { mutate } = useSWRConfig()

  const schemaResolver = zodResolver(schema) as Resolver<Values, unknown, z.output<S>>
  // Empty optional fields are left out, so '' never fails an optional date or is stored as ''.
  const resolver: Resolver<Values, unknown, z.output<S>> = (values, context, options) =>
    schemaResolver(withoutBlanks(values) as Values, context, options)

  const form = useForm<Values, unknown, z.output<S>>({ resolver, defaultValues: blank() })

  const isBlank = (name: FieldPath<Values>) => String(form.getValues(name) ?? '').trim() === ''

  const onInvalid = () => {
    if (required.some(isBlank)) toast({ title: MISSING_INFORMATION, description: missingText, variant: 'destructive' })
  }

  const onValid = async (record: z.output<S>) => {
    try {
      const response = await apiRequest('POST', path, record)
      const created: unknown = await response.json()
      // Newest first, as the server lists them; a list not loaded yet is left to its own request.
      await mutate(path, (list?: unknown[]) => (list ? [created, ...list] : list), { revalidate: false })
      toast({ title: 'Success', description: successText })
      form.reset(blank())
      setOpen(false)
    } catch (error) {
      if (error instanceof ApiError) {
        const names = Object.keys(form.getValues())
        for (const { field, message } of error.fieldErrors) {
          if (names.includes(field)) form.setError(field as FieldPath<Values>, { message }, { shouldFocus: true })
        }
      }
      const taken = error instanceof ApiError && error.status === 409 ? serverMessage(error) : null
      toast({ title: 'Error', description: taken ?? failureText, variant: 'destructive' })
    }
  }

  return { form, open, setOpen, submit: form.handleSubmit(onValid, onInvalid), pending: form.formState.isSubmitting }
}
