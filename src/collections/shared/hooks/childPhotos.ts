import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest, Where } from 'payload'

import { CHILD_PHOTO_TYPES, photoMessages } from '@/contract/schemas/photos'
import { contentChanged } from '@/lib/contentChanges'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import type { Child, Gallery, Media } from '@/payload-types'
import { refuse } from '../refuse'

/**
 * A photo of children at the centre (media with `purpose: child-photo`). Staff tag the
 * children in it; the server keeps, from those children and never from input, the families who see it
 * (`families`), whether every tagged child has portal-photo consent (`portalOk`) and website-photo
 * consent (`websiteOk`), whether a gallery shows it (`onWebsite`) and who uploaded it (`uploadedBy`).
 * src/access/mediaVisibility.ts turns those fields into who reads the record and its file.
 */

const CHILD_PHOTO = 'child-photo'

const ids = (value: unknown): string[] =>
  [...new Set((Array.isArray(value) ? value : []).map((each) => relationId(each)).filter((id): id is string => id !== null))].sort()

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index])

type TaggedChild = Pick<Child, 'id' | 'parent' | 'consentPortalPhotos' | 'consentWebsitePhotos'>

/**
 * The tagged children. When the tags are new or changed they are read with the writer's rights, so a
 * teacher tags only children of their classrooms ("Child not found"); a change that keeps the tags (a new
 * title, or the server recomputing after a consent change) re-reads the same children as the system.
 * Without a user the change is the system's own (the seed, a script): access does not apply.
 */
async function taggedChildren(req: PayloadRequest, childIds: string[], tagsChanged: boolean): Promise<TaggedChild[]> {
  const asWriter = tagsChanged && Boolean(req.user)
  // A look-up (src/lib/auditLookups.ts): the photo's change is what the log records.
  const { docs } = await lookUp(() =>
    req.payload.find({
      collection: 'children',
      where: { id: { in: childIds } },
      select: { parent: true, consentPortalPhotos: true, consentWebsitePhotos: true },
      pagination: false,
      depth: 0,
      req,
      ...(asWriter ? { user: req.user, overrideAccess: false } : { overrideAccess: true }),
    }),
  )
  if (docs.length !== childIds.length) refuse(photoMessages.childNotFound, 400, 'children')
  return docs as TaggedChild[]
}

/**
 * Re-derives the server-kept fields of these photos (data {}: the media rule does the work), as the
 * system. A bulk update reports a document's failure in `errors` instead of throwing: throw it, so the
 * change that made the photos stale is rolled back rather than leaving them wrong.
 */
async function rederive(req: PayloadRequest, where: Where) {
  const result = await req.payload.update({ collection: 'media', where, data: {}, req, overrideAccess: true, depth: 0, select: { onWebsite: true } })
  if (result.errors.length > 0) throw new Error(`Could not keep photos of children in step: ${result.errors.map((error) => error.message).join('; ')}`)
  return result.docs
}

/** Whether a gallery shows the photo now (read as the system: galleries are public, and this is bookkeeping). */
async function inAGallery(req: PayloadRequest, mediaId: string | undefined): Promise<boolean> {
  if (!mediaId) return false
  const { totalDocs } = await req.payload.count({ collection: 'galleries', where: { 'images.image': { equals: mediaId } }, req, overrideAccess: true })
  return totalDocs > 0
}

/**
 * Media, before every change: the server-kept fields of every media record come from the server (none
 * from input), and a child photo is checked and derived from its children.
 */
export const childPhotoRules: CollectionBeforeChangeHook<Media> = async ({ data, originalDoc, operation, req }) => {
  // Who uploaded it: the session's user on create (the system's own word when there is none), then never changed.
  if (operation === 'create') data.uploadedBy = req.user ? req.user.id : (relationId(data.uploadedBy) ?? null)
  else data.uploadedBy = relationId(originalDoc?.uploadedBy) ?? null

  // A purpose never changes (./mediaKinds.ts runs first and refuses it).
  const purpose = operation === 'update' ? originalDoc?.purpose : data.purpose

  if (purpose !== CHILD_PHOTO) {
    data.families = []
    data.portalOk = false
    data.websiteOk = false
    data.onWebsite = false
    return data
  }

  const title = String(('alt' in data ? data.alt : originalDoc?.alt) ?? '').trim()
  const childIds = ids('children' in data ? data.children : originalDoc?.children)
  if (operation === 'update' && childIds.length === 0 && ids(originalDoc?.children).length === 0) {
    // Every tagged child was deleted (their tags went with them): nobody's photo, seen by staff only.
    data.families = []
    data.portalOk = false
    data.websiteOk = false
    data.onWebsite = await inAGallery(req, originalDoc?.id)
    return data
  }
  if (!title || childIds.length === 0) refuse(photoMessages.required, 400, childIds.length === 0 ? 'children' : 'alt')

  // The bytes were checked before conversion (acceptCheckedTypes); what is stored must be a still image.
  const mimeType = data.mimeType ?? originalDoc?.mimeType ?? ''
  if (!(CHILD_PHOTO_TYPES as readonly string[]).includes(mimeType)) refuse(photoMessages.type, 400, 'file')

  const tagsChanged = operation === 'create' || !sameIds(childIds, ids(originalDoc?.children))
  const children = await taggedChildren(req, childIds, tagsChanged)
  data.children = childIds
  data.families = [...new Set(children.map((child) => relationId(child.parent)).filter((id): id is string => id !== null))]
  data.portalOk = children.every((child) => child.consentPortalPhotos === true)
  data.websiteOk = children.every((child) => child.consentWebsitePhotos === true)
  data.onWebsite = await inAGallery(req, operation === 'update' ? originalDoc?.id : undefined)
  return data
}

/**
 * Children, after a change: the photos tagging the child re-derive their families and consent flags
 * (a consent given or withdrawn, a child moved to another family), in the same transaction (`req`); a
 * photo a gallery shows reaches the public pages at once.
 */
export const keepChildPhotosInStep: CollectionAfterChangeHook<Child> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const changed =
    relationId(doc.parent) !== relationId(previousDoc.parent) ||
    Boolean(doc.consentPortalPhotos) !== Boolean(previousDoc.consentPortalPhotos) ||
    Boolean(doc.consentWebsitePhotos) !== Boolean(previousDoc.consentWebsitePhotos)
  if (!changed) return doc
  const tagging: Where = { and: [{ purpose: { equals: CHILD_PHOTO } }, { children: { in: [doc.id] } }] }
  // The server keeping its own copy in step, not serving a read: whoever changed the child (a parent
  // recording a consent) may not change the photo, and these fields are written by no one else. The
  // photo's own rule re-derives them from its tagged children (read as the system: the tags are unchanged).
  const docs = await rederive(req, tagging)
  if (docs.some((photo) => photo.onWebsite)) await contentChanged(req, 'galleries')
  return doc
}

/** The photos tagging a child, remembered before the child is deleted (its tags go with it). */
const photosOfDeletedChild = (childId: string | number) => `childPhotosOf:${childId}`

export const rememberChildPhotos: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { and: [{ purpose: { equals: CHILD_PHOTO } }, { children: { in: [id] } }] },
    select: { alt: true },
    pagination: false,
    depth: 0,
    req,
    // Bookkeeping, as below: the deleting admin's rights are not the question.
    overrideAccess: true,
  })
  req.context[photosOfDeletedChild(id)] = docs.map((doc) => doc.id)
}

/** Children, after a delete: the photos that tagged the child re-derive their families and flags from the children left. */
export const keepPhotosOfDeletedChild: CollectionAfterDeleteHook<Child> = async ({ id, req, doc }) => {
  const photoIds = (req.context[photosOfDeletedChild(id)] as string[] | undefined) ?? []
  if (photoIds.length === 0) return doc
  // Server bookkeeping (see keepChildPhotosInStep): the former family must not keep seeing the others' photos.
  const docs = await rederive(req, { id: { in: photoIds } })
  if (docs.some((photo) => photo.onWebsite)) await contentChanged(req, 'galleries')
  return doc
}

/**
 * Galleries, before every change: a child photo may be in a gallery only when every tagged child has
 * website consent, whatever the door (/cms, /api/cms, the Local API). Read as the system: an editor
 * cannot read a photo without that consent, and must still learn why it is refused and which one: by its
 * title when the caller may read the photo, else by its place in the gallery.
 */
export const galleryPhotosHaveConsent: CollectionBeforeChangeHook<Gallery> = async ({ data, originalDoc, req }) => {
  const images = ('images' in data ? data.images : originalDoc?.images) ?? []
  const mediaIds = [...new Set(images.map((row) => relationId(row.image)).filter((id): id is string => id !== null))]
  if (mediaIds.length === 0) return data
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { and: [{ id: { in: mediaIds } }, { purpose: { equals: CHILD_PHOTO } }, { websiteOk: { not_equals: true } }] },
    select: { alt: true },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (docs.length === 0) return data
  const refused = docs[0]!
  // Its title only to a caller who may read the photo (a title may name a child): others learn its place.
  const readable = req.user
    ? (await req.payload.count({ collection: 'media', where: { id: { equals: refused.id } }, req, user: req.user, overrideAccess: false })).totalDocs > 0
    : true
  const position = images.findIndex((row) => relationId(row.image) === refused.id) + 1
  refuse(readable ? photoMessages.galleryConsent(refused.alt) : photoMessages.galleryConsentAt(position), 400, 'images')
  return data
}

/** The child photos a gallery shows, showed before, or both. */
const childPhotosOf = (...galleries: (Pick<Gallery, 'images'> | undefined | null)[]) =>
  [...new Set(galleries.flatMap((gallery) => (gallery?.images ?? []).map((row) => relationId(row.image))).filter((id): id is string => id !== null))]

/** Media `onWebsite` follows the galleries: the photos added or removed re-derive it (the media rule counts the galleries). */
async function refreshOnWebsite(req: PayloadRequest, mediaIds: string[]) {
  if (mediaIds.length === 0) return
  // Server bookkeeping: `onWebsite` is written by no one else, and an editor may not change a child photo.
  await rederive(req, { and: [{ id: { in: mediaIds } }, { purpose: { equals: CHILD_PHOTO } }] })
}

export const galleryOnWebsiteAfterChange: CollectionAfterChangeHook<Gallery> = async ({ doc, previousDoc, req }) => {
  await refreshOnWebsite(req, childPhotosOf(doc, previousDoc))
  return doc
}

export const galleryOnWebsiteAfterDelete = async ({ doc, req }: { doc: Gallery; req: PayloadRequest }) => {
  await refreshOnWebsite(req, childPhotosOf(doc))
  return doc
}
