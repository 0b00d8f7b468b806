'use client'

import { useTranslations } from 'next-intl'

import { RequiredNote } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Button } from '@/components/ui/button'
import { api } from '@/contract/api'
import { send } from '@/contract/client'
import { usePublicForm } from '@/components/site/usePublicForm'
import type { ContactMessageInput } from '../../schemas'

const EMPTY_MESSAGE: ContactMessageInput = { name: '', email: '', message: '' }

/** The form checks what the endpoint will: its own schema. */
const contactMessage = lazyZodResolver(() => api.public.contact.body())

/** Quick Contact (/contact): the endpoint's zod schema on the client, then `api.public.contact`. */
export function ContactForm() {
  const t = useTranslations('site.contact.form')
  const { form, field, hydrated, onSubmit } = usePublicForm({
    checked: contactMessage,
    blank: EMPTY_MESSAGE,
    idPrefix: 'contact',
    send: (api, message) => send(api.public.contact, message),
    staffList: (api) => api.admin.messages,
    // SPEC §8
    sent: { title: t('sent.title'), description: t('sent.description') },
    failed: { title: t('failed.title'), description: t('failed.description') },
  })
  const { isSubmitting } = form.formState

  return (
    <form noValidate onSubmit={onSubmit} {...contactMessage.loadOnReach} className="flex flex-col gap-5">
      <RequiredNote />
      {field.text('name', t('name'), { required: true, autoComplete: 'name' })}
      {field.text('email', t('email'), { required: true, type: 'email', autoComplete: 'email' })}
      {field.textarea('message', t('message'), { required: true, rows: 5, hint: t('messageHint') })}
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? t('sending') : t('send')}
      </Button>
    </form>
  )
}
