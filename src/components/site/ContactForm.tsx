'use client'

import { RequiredNote } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Button } from '@/components/ui/button'
import { api } from '@/contract/api'
import { send } from '@/contract/client'
import type { ContactMessageInput } from '@/contract/schemas/contact'
import { usePublicForm } from './usePublicForm'

const EMPTY_MESSAGE: ContactMessageInput = { name: '', email: '', message: '' }

/** SPEC §8 */
const SENT = { title: 'Message Sent Successfully!', description: 'Thank you for contacting us! We will get back to you soon.' }
const FAILED = { title: 'Message Failed to Send', description: 'There was an error sending your message. Please try again.' }

/** The form checks what the endpoint will: its own schema. */
const contactMessage = lazyZodResolver(() => api.public.contact.body())

/** Quick Contact (/contact): the endpoint's zod schema on the client, then `api.public.contact`. */
export function ContactForm() {
  const { form, field, hydrated, onSubmit } = usePublicForm({
    checked: contactMessage,
    blank: EMPTY_MESSAGE,
    idPrefix: 'contact',
    send: (api, message) => send(api.public.contact, message),
    staffList: (api) => api.admin.messages,
    sent: SENT,
    failed: FAILED,
  })
  const { isSubmitting } = form.formState

  return (
    <form noValidate onSubmit={onSubmit} {...contactMessage.loadOnReach} className="flex flex-col gap-5">
      <RequiredNote />
      {field.text('name', 'Name', { required: true, autoComplete: 'name' })}
      {field.text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
      {field.textarea('message', 'Message', { required: true, rows: 5, hint: 'Ask us anything, or tell us when you would like to visit.' })}
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
