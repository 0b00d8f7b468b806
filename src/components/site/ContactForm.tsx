'use client'

import { useForm, type FieldPath } from 'react-hook-form'
import { mutate } from 'swr'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { ApiError, send } from '@/contract/client'
import type { ContactMessageInput } from '@/contract/schemas/contact'
import { FormField, RequiredNote } from './FormField'
import { lazyZodResolver } from './lazyZodResolver'
import { listsUnder, loadApi } from './publicApi'
import { useHydrated } from './useHydrated'

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

  const onSubmit = async (message: ContactMessageInput) => {
    try {
      const api = await loadApi()
      await send(api.public.contact, message)
      toast(SENT)
      reset(EMPTY_MESSAGE)
      // The staff screens' cached message lists.
      void mutate(listsUnder(api.admin.messages.path))
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { field, message: text } of error.fieldErrors) {
          if (field in EMPTY_MESSAGE) setError(field as FieldPath<ContactMessageInput>, { message: text }, { shouldFocus: true })
        }
      }
      toast({ ...FAILED, variant: 'destructive' })
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} {...contactMessage.loadOnReach} className="flex flex-col gap-5">
      <RequiredNote />
      <FormField id="contact-name" label="Name" required error={errors.name?.message}>
        {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
      </FormField>
      <FormField id="contact-email" label="Email" required error={errors.email?.message}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        required
        error={errors.message?.message}
        hint="Ask us anything, or tell us when you would like to visit."
      >
        {(control) => <Textarea rows={5} {...control} {...register('message')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
