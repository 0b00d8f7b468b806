import { z } from '@/contract/schemas/z'

import { CONTACT_MESSAGE_MIN, MAX } from '@/lib/constants'
import { emailAddress, minLengthText, requiredText } from '@/contract/schemas/fields'

export const contactMessageSchema = z.object({
  name: requiredText('Name is required', MAX.name),
  email: emailAddress('Please enter a valid email address'),
  message: minLengthText(CONTACT_MESSAGE_MIN, 'Message must be at least 10 characters', MAX.text),
})

export type ContactMessageInput = z.input<typeof contactMessageSchema>
