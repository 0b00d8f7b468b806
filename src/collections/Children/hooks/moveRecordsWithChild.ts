import type { CollectionAfterChangeHook } from 'payload'

import type { Child } from '@/payload-types'
import { relationId } from '@/lib/relationId'
import { familyRecordSlugs } from '../../shared/familyRecordCollection'

const sameDay = (a: unknown, b: unknown) => (a ? new Date(String(a)).getTime() : null) === (b ? new Date(String(b)).getTime() : null)

/**
 * When a child changes family, its records and media follow (their `family` is re-derived). When its
 * date of birth is corrected, the stays it is checked in for now take the new one (the ratio board
 * counts from the stay: src/server/operations/ratios.ts).
 */
export const moveRecordsWithChild: CollectionAfterChangeHook<Child> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  if (!sameDay(doc.dateOfBirth, previousDoc?.dateOfBirth)) {
    // The server keeping its own copy in step, whoever corrected the date (a parent may not change a
    // stay); the stay's rules re-derive the date from the child, read with the writer's rights.
    await req.payload.update({
      collection: 'attendance',
      where: { and: [{ child: { equals: doc.id } }, { checkedOutAt: { exists: false } }] },
      data: {},
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
  if (relationId(doc.parent) === relationId(previousDoc?.parent)) return doc
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
