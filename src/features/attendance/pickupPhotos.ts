import 'server-only'

import { lockedRow } from '@/collections/shared/lockedRow'
import { pickupPhotoMessages } from '@/contract/schemas/operations'
import { MAX_UPLOAD_BYTES } from '@/lib/constants'
import { mediaSrc } from '@/lib/media'
import { relationId } from '@/lib/relationId'
import type { AuthorizedPickup, Media } from '@/payload-types'
import { type Actor, asUser, inTransaction, requireUser } from '@/server/actor'
import { notFound, notFoundUnlessDown } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import type { UploadRule } from '@/server/http/uploads'
import type { PickupRecord } from './record'
import { pickupPhotoFields } from './schemas'
import { wirePickup } from './wire'

/**
 * The photo of a person authorized to collect a child: a private file of the child's family
 * (media with `purpose: pickup-photo`), which the parent adds, replaces and removes in the portal and the
 * child's teachers see at check-out. The collections decide who may do what (src/access/pickupPhotos.ts,
 * src/access/mediaVisibility.ts); the pickup's hooks check the photo is of its child and delete the
 * photo it no longer shows (hooks/pickupPhotos.ts).
 */

/** The portal's photo upload: the image in `file`, proved an image by its bytes. */
export const PICKUP_PHOTO_UPLOAD: UploadRule<typeof pickupPhotoFields> = {
  fields: pickupPhotoFields,
  fileFields: ['file'],
  kind: 'image',
  maxBytes: MAX_UPLOAD_BYTES,
  messages: { missing: pickupPhotoMessages.missing, declaredType: pickupPhotoMessages.type, detectedType: pickupPhotoMessages.type, tooLarge: pickupPhotoMessages.tooLarge },
}

/** The small size when there is one (a face at check-out), else the file itself: a path on this site. */
const photoUrlOf = (photo: Media): string | null => mediaSrc(photo.sizes?.thumbnail?.url ?? photo.url) ?? null

/** Pickups as the wire sends them, each with the URL of its photo when the caller may see it (one query for all). */
export async function wirePickups(actor: Actor, docs: AuthorizedPickup[]): Promise<PickupRecord[]> {
  const ids = [...new Set(docs.map((pickup) => relationId(pickup.photo)).filter((id): id is string => id !== null))]
  const photos = ids.length === 0 ? [] : (await actor.payload.find({ collection: 'media', where: { id: { in: ids } }, pagination: false, ...asUser(actor) })).docs
  const urls = new Map(photos.map((photo) => [photo.id, photoUrlOf(photo)]))
  return docs.map((pickup) => wirePickup(pickup, urls.get(relationId(pickup.photo) ?? '') ?? null))
}

/** The pickup as the caller may see it: another family's person is not found (404). */
async function pickupOf(actor: Actor, pickupId: string) {
  requireUser(actor)
  if (!isRecordId(pickupId)) throw notFound()
  return actor.payload.findByID({ collection: 'authorized-pickups', id: pickupId, ...asUser(actor) }).catch(notFoundUnlessDown())
}

/**
 * Sets or replaces the person's photo: a new media document of the child (its family derived from the
 * child with the caller's rights), then the pickup pointing at it, in one transaction; the pickup's hook
 * deletes the photo it replaces. The pickup is locked first, before any file is written: the parent
 * taking the person off the list at the same moment removes them before (not found, nothing stored) or
 * after, with the new photo. (A file written before a later refusal stays in MEDIA_DIR unreferenced.)
 */
export async function setPickupPhoto(actor: Actor, pickupId: string, file: File): Promise<PickupRecord> {
  const pickup = await pickupOf(actor, pickupId)
  const data = Buffer.from(await file.arrayBuffer())
  return inTransaction(actor, async (tx) => {
    if (!(await lockedRow(tx.req!, 'authorized-pickups', pickupId))) throw notFound()
    const photo = await tx.payload.create({
      collection: 'media',
      data: { alt: `Photo of ${pickup.name}`, child: relationId(pickup.child), purpose: 'pickup-photo' } as never,
      file: { data, mimetype: file.type, name: file.name || 'photo.jpg', size: data.length },
      ...asUser(tx),
    })
    const updated = await tx.payload.update({ collection: 'authorized-pickups', id: pickupId, data: { photo: photo.id }, ...asUser(tx) })
    return wirePickup(updated, photoUrlOf(photo))
  })
}

/** Removes the person's photo; the pickup's hook deletes the media document and its files. */
export async function removePickupPhoto(actor: Actor, pickupId: string): Promise<PickupRecord> {
  await pickupOf(actor, pickupId)
  return inTransaction(actor, async (tx) => wirePickup(await tx.payload.update({ collection: 'authorized-pickups', id: pickupId, data: { photo: null }, ...asUser(tx) })))
}
