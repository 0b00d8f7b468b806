'use client'

import { useTranslations } from 'next-intl'

import { RequiredNote } from '@/components/forms/FormField'
import { schemaCheck } from '@/components/site/schemaCheck'
import { usePublicForm } from '@/components/site/usePublicForm'
import { Button } from '@/components/ui/button'
import { send } from '@/contract/client'
import { contactAdminEndpoints, contactEndpoints } from '../../endpoints'
import type { ContactMessageInput } from '../../schemas'

const EMPTY_MESSAGE: ContactMessageInput = { name: '', email: '', message: '' }

/** The form checks what the endpoint will: its own schema. Its entry is imported from the feature, not the whole contract (src/registry/api.ts): the page loads only this. */
const contactMessage = schemaCheck(() => contactEndpoints.contact.body())

/** Quick Contact (/contact): the endpoint's zod schema on the client, then `contactEndpoints.contact`. */
export function ContactForm() {
  const t = useTranslations('site.contact.form')
  const { field, submitting, hydrated, onSubmit } = usePublicForm({
    checked: contactMessage,
    blank: EMPTY_MESSAGE,
    idPrefix: 'contact',
    send: (message) => send(contactEndpoints.contact, message),
    staffList: contactAdminEndpoints.messages.path,
    // SPEC §8
    sent: { title: t('sent.title'), description: t('sent.description') },
    failed: { title: t('failed.title'), description: t('failed.description') },
  })
  return (
    <form noValidate onSubmit={onSubmit} {...contactMessage.loadOnReach} className="flex flex-col gap-5">
      <RequiredNote />
      {field.text('name', t('name'), { required: true, autoComplete: 'name' })}
      {field.text('email', t('email'), { required: true, type: 'email', autoComplete: 'email' })}
      {field.textarea('message', t('message'), { required: true, rows: 5, hint: t('messageHint') })}
      <Button type="submit" size="lg" disabled={!hydrated || submitting} className="w-full">
        {submitting ? t('sending') : t('send')}
      </Button>
    </form>
  )
}
