import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateSite } from '@/server/revalidate'

/** The home page shows the latest published newsletter: refresh it when one is published or unpublished. */
export const revalidateNewsletter: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate && (doc._status === 'published' || previousDoc?._status === 'published')) {
    revalidateSite('newsletters')
  }
  return doc
}

export const revalidateNewsletterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateSite('newsletters')
  return doc
}
