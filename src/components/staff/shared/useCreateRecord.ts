'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'
import { type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import { useSWRConfig } from 'swr'
import type { z } from 'zod'

import { toast } from '@/components/ui/use-toast'
import { ApiError, send } from '@/contract/client'
import type { BodyOf, Endpoint, ResponseOf } from '@/contract/endpoint'
import { type AddRecordKind, REQUIRED_FIELDS, type RequiredField } from './add-record-checks'
import { formFields } from '@/components/forms/formFields'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { withoutBlanks } from '@/components/forms/withoutBlanks'

/** Where a record is added: the contract's POST, whose JSON body is what the form's schema gives. */
type AddEndpoint = Endpoint<'POST', string, () => Promise<z.ZodType>>

export type CreateRecordOptions<
  K extends AddRecordKind,
  E extends AddEndpoint,
  S extends z.ZodType<BodyOf<E>, FieldValues & Record<RequiredField<K>, unknown>>,
> = {
  /** Unique on the page: the dialog's id and its fields' id prefix. */
  id: string
  /** Which SPEC §5 check and §8 texts apply. */
  kind: K
  /** The endpoint's own schema: the form checks what the server will. */
  schema: S
  /** The empty form (computed on each reset, so "today" defaults stay today). */
  blank: () => DefaultValues<z.input<S>>
  /** Where the record is sent; the list cached under the same path (SPEC §7) gets the created record. */
  endpoint: E
  /** A success text of its own (SPEC §8: the child profile's), in the page's language, instead of the kind's. */
  successText?: string
}

/**
 * An add-record dialog's form and fields: the endpoint's schema on the client, the 'Missing Information'
 * toast (SPEC §5 and §8's texts, add-record-checks.ts, in the page's language: `staff.shared.addRecord`), POST, the created record put into its cached list, a reset and closed dialog on success, and on
 * failure the values kept with the server's field messages on their fields.
 */
export function useCreateRecord<
  K extends AddRecordKind,
  E extends AddEndpoint,
  S extends z.ZodType<BodyOf<E>, FieldValues & Record<RequiredField<K>, unknown>>,
>({ id, kind, schema, blank, endpoint, successText }: CreateRecordOptions<K, E, S>) {
  type Values = z.input<S>
  const t = useTranslations('staff.shared.addRecord')
  const kindKey: AddRecordKind = kind
  const texts = { missing: t(`${kindKey}.missing`), added: successText ?? t(`${kindKey}.added`), failed: t(`${kindKey}.failed`) }
  const [open, setOpen] = useState(false)
  const { mutate } = useSWRConfig()

  const schemaResolver = zodResolver(schema) as Resolver<Values, unknown, z.output<S>>
  // Empty optional fields are left out, so '' never fails an optional date or is stored as ''.
  const resolver: Resolver<Values, unknown, z.output<S>> = (values, context, options) =>
    schemaResolver(withoutBlanks(values) as Values, context, options)

  const form = useForm<Values, unknown, z.output<S>>({ resolver, defaultValues: blank() })

  const isBlank = (name: RequiredField<K>) => String(form.getValues(name as FieldPath<Values>) ?? '').trim() === ''

  const onInvalid = () => {
    const required: readonly RequiredField<K>[] = REQUIRED_FIELDS[kind]
    if (required.some(isBlank)) toast({ title: t('missingInformation'), description: texts.missing, variant: 'destructive' })
  }

  const onValid = async (record: z.output<S>) => {
    try {
      // `record` is the endpoint's body (S's constraint); send() cannot see that through a generic endpoint.
      const created = (await send<AddEndpoint>(endpoint, record)) as ResponseOf<E>
      // Newest first, as the server lists them; a list not loaded yet is left to its own request.
      await mutate(endpoint.path, (list?: ResponseOf<E>[]) => (list ? [created, ...list] : list), { revalidate: false })
      toast({ title: t('success'), description: texts.added })
      form.reset(blank())
      setOpen(false)
    } catch (error) {
      showServerFieldErrors(error, form.setError, Object.keys(form.getValues()), { focusEach: true })
      const taken = error instanceof ApiError && error.status === 409 ? error.serverMessage : null
      toast({ title: t('error'), description: taken ?? texts.failed, variant: 'destructive' })
    }
  }

  return {
    field: formFields({ register: form.register, errors: form.formState.errors }, { idPrefix: id, autoComplete: 'off' }),
    dialog: { id, open, onOpenChange: setOpen, onSubmit: form.handleSubmit(onValid, onInvalid), pending: form.formState.isSubmitting } satisfies CreateRecordDialog,
  }
}

/** What RecordFormDialog needs of the form. */
export type CreateRecordDialog = {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onSubmit: React.FormEventHandler<HTMLFormElement>
  pending: boolean
}
