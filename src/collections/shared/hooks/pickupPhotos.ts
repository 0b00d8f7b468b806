import type { CollectionBeforeChangeHook } from 'payload'

import { PICKUP_PHOTO_TYPES, pickupPhotoMessages } from '@/contract/schemas/operations'
import { relationId } from '@/lib/relationId'
import type { Media } from '@/payload-types'
import { refuse } from '../refuse'

/**
 * A photo of a person authorized to collect a child (media with `purpose: pickup-photo`): a private file
 * of the child's family, one child's, a still image. The media rule; the pickup's own rules (its `photo`
 * is a pickup photo of the same child; a replaced or removed photo, and the photo of a removed person, go)
 * are the attendance feature's (src/features/attendance/hooks/pickupPhotos.ts).
 */

/** Media: a pickup photo names its child (so its family) and is a JPEG, PNG or WebP image. */
export const pickupPhotoRules: CollectionBeforeChangeHook<Media> = ({ data, originalDoc }) => {
  const purpose = 'purpose' in data ? data.purpose : originalDoc?.purpose
  if (purpose !== 'pickup-photo') return data
  if (!relationId('child' in data ? data.child : originalDoc?.child)) refuse(pickupPhotoMessages.child, 400, 'child')
  // The bytes were checked before conversion (acceptCheckedTypes); what is stored must still be an image.
  const mimeType = data.mimeType ?? originalDoc?.mimeType ?? ''
  if (!(PICKUP_PHOTO_TYPES as readonly string[]).includes(mimeType)) refuse(pickupPhotoMessages.type, 400, 'file')
  return data
}
