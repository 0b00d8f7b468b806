import { ValidationError } from 'payload'
import type { CollectionBeforeOperationHook } from 'payload'

import { isContentManagerUser, isParentUser } from '@/access/roles'
import { PICKUP_PHOTO_TYPES, pickupPhotoMessages } from '@/contract/schemas/operations'
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
export const acceptCheckedTypes: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  // A parent uploads only a pickup person's photo (src/access/pickupPhotos.ts): a JPEG, PNG or WebP image.
  const pickupPhoto = (args.data as { purpose?: unknown } | undefined)?.purpose === 'pickup-photo'
  if (!overrideAccess && !isContentManagerUser(req.user) && !(pickupPhoto && isParentUser(req.user))) return args
  const type = await detectUploadType(file)
  if (!type) {
    throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: pickupPhoto ? pickupPhotoMessages.type : UPLOAD_TYPE_MESSAGE }] })
  }
  if (pickupPhoto && !(PICKUP_PHOTO_TYPES as readonly string[]).includes(type.mime)) {
    throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: pickupPhotoMessages.type }] })
  }
  file.mimetype = type.mime
  file.name = withExtension(file.name, type.ext)
  return args
}
