import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { contentChanged } from '@/lib/contentChanges'
import type { Newsletter } from '@/payload-types'

/** The home page shows the latest published newsletter: refresh it when one is published or unpublished. */
export const revalidateNewsletter: CollectionAfterChangeHook<Newsletter> = async ({ doc, previousDoc, req }) => {
  if (doc._status === 'published' || previousDoc?._status === 'published') await contentChanged(req, 'newsletters')
  return doc
}

export const revalidateNewsletterDelete: CollectionAfterDeleteHook<Newsletter> = async ({ doc, req }) => {
  await contentChanged(req, 'newsletters')
  return doc
}
