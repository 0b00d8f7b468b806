import type { CollectionAfterChangeHook } from 'payload'

import { FAMILY_RECORD_COLLECTIONS } from '@/collections/familyRecordCollections'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: string }).id : value)

/** When a child changes family, its records and media follow (their `family` is re-derived). */
export const moveRecordsWithChild: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || idOf(doc.parent) === idOf(previousDoc?.parent)) return doc
  for (const collection of FAMILY_RECORD_COLLECTIONS) {
    await req.payload.update({
      collection,
      where: { child: { equals: doc.id } },
      data: {},
      req,
      overrideAccess: false,
      depth: 0,
    })
  }
  return doc
}
