import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { contentChanged } from '@/lib/contentChanges'
import type { Media } from '@/payload-types'

/**
 * The galleries show site media (no family): a replaced file or a deleted image must reach the pages as a
 * gallery edit does. A family's own files are never on a public page.
 */
export const announcePublicMediaChange: CollectionAfterChangeHook<Media> = async ({ doc, previousDoc, req }) => {
  if (!doc.family || (previousDoc && !previousDoc.family)) await contentChanged(req, 'galleries')
  return doc
}

export const announcePublicMediaDelete: CollectionAfterDeleteHook<Media> = async ({ doc, req }) => {
  if (!doc.family) await contentChanged(req, 'galleries')
  return doc
}
