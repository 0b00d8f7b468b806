import { z } from '@/contract/schemas/z'

import { familyMessageMessages } from '@/contract/schemas/familyMessageMessages'
import { optionalText } from '@/contract/schemas/fields'
import { MAX } from '@/lib/constants'

/**
 * Messages between a family and the centre. The messages are stated once here and used by
 * the collection's rules, the endpoints and the screens.
 */
export { MESSAGE_ATTACHMENTS_MAX, MESSAGE_IMAGE_TYPES, familyMessageMessages } from '@/contract/schemas/familyMessageMessages'

/** The family's id as sent (staff: the thread they write to; a parent's own family is the server's). */
const familyId = z.string({ error: familyMessageMessages.family }).trim().max(64, familyMessageMessages.familyNotFound).optional()

/**
 * A message: its text, and for staff the family (a parent's is always their own). A message with images
 * travels as a multipart form with these fields and up to four images in `files`; then the text may be empty.
 */
export const familyMessageSchema = z.object({
  body: optionalText(MAX.text).optional().default(''),
  familyId,
})

/** Marks the caller's side of a thread read: a parent their own (no id needed), staff the family's. */
export const markMessagesReadSchema = z.object({ familyId })

export type FamilyMessageInput = z.input<typeof familyMessageSchema>
