import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { contentChanged } from '@/lib/contentChanges'

/** The home page shows the latest published newsletter: refresh it when one is published or unpublished. */
export const revalidateNewsletter: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc._status === 'published' || previousDoc?._status === 'published') await contentChanged(req, 'newsletters')
  return doc
}

export const revalidateNewsletterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await contentChanged(req, 'newsletters')
  return doc
}
