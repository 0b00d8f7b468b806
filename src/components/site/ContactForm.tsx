'use client'

import { useForm } from 'react-hook-form'
import { mutate } from 'swr'

import { formFields } from '@/components/forms/formFields'
import { RequiredNote } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { useHydrated } from '@/components/forms/useHydrated'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { send } from '@/contract/client'
import type { ContactMessageInput } from '@/contract/schemas/contact'
import { listsUnder, loadApi } from './publicApi'

const EMPTY_MESSAGE: ContactMessageInput = { name: '', email: '', message: '' }

/** SPEC §8 */
const SENT = { title: 'Message Sent Successfully!', description: 'Thank you for contacting us! We will get back to you soon.' }
const FAILED = { title: 'Message Failed to Send', description: 'There was an error sending your message. Please try again.' }

/** The form checks what the endpoint will: its own schema. */
const contactMessage = lazyZodResolver(() => loadApi().then((api) => api.public.contact.body))

/** Quick Contact (/contact): the endpoint's zod schema on the client, then `api.public.contact`. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver: contactMessage.resolver, defaultValues: EMPTY_MESSAGE })

  const hydrated = useHydrated()
  const field = formFields({ register, errors }, { idPrefix: 'contact' })

  const onSubmit = async (message: ContactMessageInput) => {
    try {
      const api = await loadApi()
      await send(api.public.contact, message)
      toast(SENT)
      reset(EMPTY_MESSAGE)
      // The staff screens' cached message lists.
      void mutate(listsUnder(api.admin.messages.path))
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(EMPTY_MESSAGE), { focusEach: true })
      toast({ ...FAILED, variant: 'destructive' })
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} {...contactMessage.loadOnReach} className="flex flex-col gap-5">
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
