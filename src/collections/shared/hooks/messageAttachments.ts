import type { CollectionBeforeChangeHook } from 'payload'

import { MESSAGE_IMAGE_TYPES, familyMessageMessages as messages } from '@/contract/schemas/familyMessageMessages'
import type { Media } from '@/payload-types'
import { refuse } from '../refuse'
import { familyToWriteTo } from './messageFamily'

/** The family the server's messages service says an image is for (`context.messageFamily`); never the request body. */
export const MESSAGE_FAMILY_CONTEXT = 'messageFamily'

/**
 * Media: an image attached to a family message (`purpose: message-attachment`) is a private file of one
 * family, and a still image (JPEG, PNG, WebP). Its `family`, never from input:
 * - a parent's: always their own account;
 * - a teacher's: the family the message goes to (`context.messageFamily`, set by the messages service),
 *   which must be a family of their classrooms;
 * - an admin's: that family, which must be a parent account.
 * Through /api/cms a teacher or an admin has no such context, so their attachment is refused: staff
 * attach images through /api/messages. Runs after setFamilyFromChild (which empties `family` for media
 * without a child), and keeps the family on later changes.
 */
export const messageAttachmentRules: CollectionBeforeChangeHook<Media> = async ({ data, originalDoc, operation, req, context }) => {
  const purpose = 'purpose' in data ? data.purpose : originalDoc?.purpose
  if (purpose !== 'message-attachment') return data
  if (operation === 'update') {
    data.family = originalDoc?.family ?? null
    data.child = null
    return data
  }
  const mimeType = data.mimeType ?? ''
  if (!(MESSAGE_IMAGE_TYPES as readonly string[]).includes(mimeType)) refuse(messages.imageType, 400, 'file')
  data.child = null
  data.family = await familyToWriteTo(req, typeof context?.[MESSAGE_FAMILY_CONTEXT] === 'string' ? (context[MESSAGE_FAMILY_CONTEXT] as string) : null)
  return data
}
