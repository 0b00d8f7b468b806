import type { CollectionAfterChangeHook } from 'payload'

import type { Child } from '@/payload-types'
import { familyRecordSlugs } from '../../shared/familyRecordCollection'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: string }).id : value)

/** When a child changes family, its records and media follow (their `family` is re-derived). */
export const moveRecordsWithChild: CollectionAfterChangeHook<Child> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || idOf(doc.parent) === idOf(previousDoc?.parent)) return doc
  for (const collection of familyRecordSlugs(req.payload.config.collections)) {
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
