import type { CollectionAfterChangeHook } from 'payload'

import type { Child } from '@/payload-types'
import { familyRecordSlugs } from '../../shared/familyRecordCollection'
import { relationId } from '@/lib/relationId'


/** When a child changes family, its records and media follow (their `family` is re-derived). */
export const moveRecordsWithChild: CollectionAfterChangeHook<Child> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || relationId(doc.parent) === relationId(previousDoc?.parent)) return doc
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
