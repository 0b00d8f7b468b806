import 'server-only'

import type { Where } from 'payload'
import type { z } from 'zod'

import { inTeachersClassrooms } from '@/access/classrooms'
import { familyChildPhoto } from '@/access/mediaVisibility'
import { isAdminUser, isParentUser, isTeacherUser } from '@/access/roles'
import { photoMessages } from '@/contract/schemas/photos'
import { MAX_UPLOAD_BYTES } from '@/lib/constants'
import { relationId } from '@/lib/relationId'
import type { Media } from '@/payload-types'
import { type Actor, asUser, inTransaction, requireUser } from '@/server/actor'
import { forbidden, notFound, notFoundUnlessDown, unauthorized } from '@/server/http/errors'
import { type ListWindow, type Listed, isRecordId } from '@/server/http/listing'
import type { UploadRule } from '@/server/http/uploads'
import type { PhotoRecord } from './record'
import { photoUploadFields } from './schemas'
import { type ChildNames, wirePhoto } from './wire'

/**
 * Photos of children at the centre: media with `purpose: child-photo`. Who reads which is the
 * media collection's rule (src/access/mediaVisibility.ts: a family only with every tagged child's portal
 * consent, a teacher their classrooms' children's); who tags whom, and the consent flags, are its hooks'
 * (src/collections/shared/hooks/childPhotos.ts). This service narrows each list to the caller's own.
 */

/** The staff upload form: the image in `file`, proved an image by its bytes; title, description, childIds. */
export const PHOTO_UPLOAD: UploadRule<typeof photoUploadFields> = {
  fields: photoUploadFields,
  fileFields: ['file'],
  kind: 'image',
  maxBytes: MAX_UPLOAD_BYTES,
  messages: { missing: photoMessages.missing, declaredType: photoMessages.type, detectedType: photoMessages.type, tooLarge: photoMessages.tooLarge },
}

const CHILD_PHOTO: Where = { purpose: { equals: 'child-photo' } }

/**
 * Before the body is read: whether the caller may add a child photo at all, asked of the media
 * collection's own create rule for that purpose (admins and teachers). 401 / 403.
 */
export async function requirePhotoUploader(actor: Actor): Promise<void> {
  const user = requireUser(actor)
  if (!isAdminUser(user) && !isTeacherUser(user)) throw forbidden()
}

/** The photos of whose children this caller lists: a parent their family's, a teacher their classrooms', an admin all. */
function whoseFor(actor: Actor): Where {
  const user = requireUser(actor)
  if (isAdminUser(user)) return {}
  // A family's photos in the portal are those the consent rule shows it: a photo on the public website
  // without every tagged child's portal consent is the public's to see there, not the portal's to list.
  if (isParentUser(user)) return familyChildPhoto(user.id)
  if (isTeacherUser(user)) return inTeachersClassrooms('children.classroom', user)
  throw forbidden()
}

/** The tagged children's names, as far as the caller may read them (another family's child stays unnamed). */
async function childNames(actor: Actor, docs: Media[]): Promise<ChildNames> {
  const ids = [...new Set(docs.flatMap((doc) => (doc.children ?? []).map((child) => relationId(child))).filter((id): id is string => id !== null))]
  if (ids.length === 0) return new Map()
  const { docs: children } = await actor.payload.find({
    collection: 'children',
    where: { id: { in: ids } },
    select: { firstName: true, lastName: true, consentPortalPhotos: true, consentWebsitePhotos: true },
    pagination: false,
    ...asUser(actor),
  })
  return new Map(children.map((child) => [child.id, child]))
}

const isStaff = (actor: Actor) => isAdminUser(actor.user) || isTeacherUser(actor.user)

/** The photos the caller may see, newest first; `childId` narrows to one child (a child the caller cannot read: 404). */
export async function photos(actor: Actor, { window, childId }: { window: ListWindow; childId?: string }): Promise<Listed<PhotoRecord>> {
  const whose = whoseFor(actor)
  const where: Where[] = [CHILD_PHOTO, whose]
  if (childId !== undefined) {
    if (!isRecordId(childId)) throw notFound(photoMessages.childNotFound)
    await actor.payload.findByID({ collection: 'children', id: childId, select: { firstName: true }, ...asUser(actor) }).catch(notFoundUnlessDown(photoMessages.childNotFound))
    where.push({ children: { in: [childId] } })
  }
  const found = await actor.payload.find({ collection: 'media', where: { and: where }, sort: '-createdAt', ...window, ...asUser(actor) })
  const names = await childNames(actor, found.docs)
  return { records: found.docs.map((doc) => wirePhoto(doc, names, isStaff(actor))), total: found.totalDocs }
}

/** Adds a photo (admins, teachers): the children are read with the uploader's rights by the collection's hook. */
export async function uploadPhoto(actor: Actor, fields: z.output<typeof photoUploadFields>, file: File): Promise<PhotoRecord> {
  const data = Buffer.from(await file.arrayBuffer())
  return inTransaction(actor, async (tx) => {
    const photo = await tx.payload.create({
      collection: 'media',
      data: { alt: fields.title, description: fields.description?.trim() || null, children: fields.childIds, purpose: 'child-photo' } as never,
      file: { data, mimetype: file.type, name: file.name || 'photo.jpg', size: data.length },
      ...asUser(tx),
    })
    return wirePhoto(photo, await childNames(tx, [photo]), true)
  })
}

/**
 * Deletes a photo (record and files): an admin any, a teacher the ones they uploaded (the collection's
 * delete rule). Not a photo the caller can see: 404; seen but not theirs to delete: 403.
 */
export async function deletePhoto(actor: Actor, photoId: string): Promise<{ success: true; message: string }> {
  const user = requireUser(actor)
  if (!isAdminUser(user) && !isTeacherUser(user)) throw user ? forbidden() : unauthorized()
  if (!isRecordId(photoId)) throw notFound()
  const photo = await actor.payload.findByID({ collection: 'media', id: photoId, select: { purpose: true }, ...asUser(actor) }).catch(() => null)
  if (!photo || photo.purpose !== 'child-photo') throw notFound()
  await inTransaction(actor, async (tx) => {
    await tx.payload.delete({ collection: 'media', id: photoId, ...asUser(tx) }).catch((error: { status?: number }) => {
      // Readable (it is of the teacher's classroom) but not uploaded by them: theirs to see, not to delete.
      throw error?.status === 404 || error?.status === 403 ? forbidden() : error
    })
  })
  return { success: true, message: 'Photo deleted.' }
}
