'use client'

import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { mutate } from 'swr'

import { formFields } from '@/components/forms/formFields'
import type { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { useHydrated } from '@/components/forms/useHydrated'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'

type Api = typeof api
type Toast = { title: string; description: string }

/**
 * A public form (/apply, /contact), checked with its endpoint's schema (`checked`) and sent with `send`.
 * On success it says `sent`, empties, and refreshes the staff screens' cached lists of what it added
 * (`staffList`, with any query); on failure the server's messages go on the fields, it says `failed`
 * and the values stay.
 */
export function usePublicForm<Input extends FieldValues, Output>({
  checked,
  blank,
  idPrefix,
  send,
  staffList,
  sent,
  failed,
}: {
  checked: ReturnType<typeof lazyZodResolver<Input, Output>>
  blank: Input
  /** Keeps the field ids unique on the page (none: the field names are the ids). */
  idPrefix?: string
  send: (api: Api, values: Output) => Promise<unknown>
  staffList: (api: Api) => { path: string }
  sent: Toast
  failed: Toast
}) {
  const form = useForm<Input, unknown, Output>({ resolver: checked.resolver, defaultValues: blank as DefaultValues<Input> })
  const hydrated = useHydrated()

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(api, values)
      toast(sent)
      form.reset(blank)
      const { path } = staffList(api)
      void mutate((key) => typeof key === 'string' && key.startsWith(path))
    } catch (error) {
      showServerFieldErrors(error, form.setError, Object.keys(blank), { focusEach: true })
      toast({ ...failed, variant: 'destructive' })
    }
  })

  return { form, field: formFields({ register: form.register, errors: form.formState.errors }, { idPrefix }), hydrated, onSubmit }
}
