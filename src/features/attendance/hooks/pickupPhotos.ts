import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { refuse } from '@/collections/shared/refuse'
import { pickupPhotoMessages } from '@/contract/schemas/operations'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import type { AuthorizedPickup } from '@/payload-types'

/**
 * A photo of a person authorized to collect a child (media with `purpose: pickup-photo`): a private file
 * of the child's family, one child's, a still image. The media rule is the kernel's
 * (src/collections/shared/hooks/pickupPhotos.ts); the pickup's are here: its `photo` is a pickup photo of
 * the same child; a replaced or removed photo, and the photo of a removed person, go.
 */

/**
 * The rights of the user who changes the pickup (another family's photo is not found, and only one's own
 * can be deleted). Without a user the change is the system's own (the seed, a script): access does not apply.
 */
const asChanger = (req: PayloadRequest) => ({ req, depth: 0, user: req.user, overrideAccess: !req.user })

/** A look-up (src/lib/auditLookups.ts): the pickup's change is what the log records. */
const photoAsUser = (req: PayloadRequest, id: string) =>
  lookUp(() => req.payload.findByID({ collection: 'media', id, select: { purpose: true, child: true }, ...asChanger(req) })).catch(() => null)

/** Pickups: the photo is a pickup photo of this pickup's own child (checked on every change that leaves one). */
export const photoOfSameChild: CollectionBeforeChangeHook<AuthorizedPickup> = async ({ data, originalDoc, req }) => {
  const photoId = relationId('photo' in data ? data.photo : originalDoc?.photo)
  if (!photoId) return data
  const childId = relationId('child' in data ? data.child : originalDoc?.child)
  const photo = await photoAsUser(req, photoId)
  if (!photo || photo.purpose !== 'pickup-photo' || !childId || relationId(photo.child) !== childId) refuse(pickupPhotoMessages.sameChild, 400, 'photo')
  return data
}

/** Deletes a pickup photo with the rights of the user who changed the pickup, in the same transaction. */
const deletePhoto = async (req: PayloadRequest, id: string) => {
  await req.payload.delete({ collection: 'media', id, ...asChanger(req) })
}

/** Pickups: a replaced or removed photo is deleted (record and file), not left behind. */
export const deleteReplacedPhoto: CollectionAfterChangeHook<AuthorizedPickup> = async ({ doc, previousDoc, operation, req }) => {
  const before = operation === 'update' ? relationId(previousDoc?.photo) : null
  if (before && before !== relationId(doc.photo)) await deletePhoto(req, before)
  return doc
}

/** Pickups: a person taken off the list takes their photo along. */
export const deletePhotoWithPickup: CollectionAfterDeleteHook<AuthorizedPickup> = async ({ doc, req }) => {
  const photo = relationId(doc.photo)
  if (photo) await deletePhoto(req, photo)
  return doc
}
