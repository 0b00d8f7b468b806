import { ValidationError } from 'payload'
import type { CollectionBeforeOperationHook } from 'payload'

import { isContentManagerUser, isParentUser, isTeacherUser } from '@/access/roles'
import { PICKUP_PHOTO_TYPES, pickupPhotoMessages } from '@/contract/schemas/operations'
import { familyMessageMessages } from '@/contract/schemas/familyMessageMessages'
import { UPLOAD_TYPE_MESSAGE } from '@/lib/constants'
import { detectUploadType, withExtension } from '@/lib/uploadType'

/**
 * Every new file (a create, or an update that replaces the file; through /cms, the REST API, the Local
 * API or our own routes) is checked from its bytes before Payload reads it: only the accepted raster
 * images and videos pass, with a message naming them; anything else is refused before a record or a
 * file is written. An accepted file is then declared as what it is (type and extension), whatever the
 * client said, so a PNG declared image/jpeg is stored as a PNG and WebM bytes named `.mp4` as WebM.
 *
 * Payload's own check (the collection's `mimeTypes`, also from the bytes) runs after this one as a
 * second layer. Requests that may not upload at all are left to the collection's access rules, so
 * they get 401/403 rather than a verdict on their file.
 */
/** The media purposes that take only a JPEG, PNG or WebP image, and what the refusal says. */
const STILL_IMAGE_MESSAGES: Record<string, string> = {
  'pickup-photo': pickupPhotoMessages.type,
  'child-photo': pickupPhotoMessages.type,
  'message-attachment': familyMessageMessages.imageType,
}

export const acceptCheckedTypes: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  // Requests from callers who may not upload at all are left to access (401/403, not a verdict on their file).
  if (!overrideAccess && !isContentManagerUser(req.user) && !isTeacherUser(req.user) && !isParentUser(req.user)) return args
  // A family's or the centre's own photo (a pickup person, children at the centre, a message's image) is a
  // still image: JPEG, PNG or WebP (src/access/pickupPhotos.ts says who adds which).
  const purpose = (args.data as { purpose?: unknown } | undefined)?.purpose
  const stillImageMessage = typeof purpose === 'string' ? STILL_IMAGE_MESSAGES[purpose] : undefined
  const type = await detectUploadType(file)
  if (!type) {
    throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: stillImageMessage ?? UPLOAD_TYPE_MESSAGE }] })
  }
  if (stillImageMessage && !(PICKUP_PHOTO_TYPES as readonly string[]).includes(type.mime)) {
    throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: stillImageMessage }] })
  }
  file.mimetype = type.mime
  file.name = withExtension(file.name, type.ext)
  return args
}
