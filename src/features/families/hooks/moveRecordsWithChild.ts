import type { CollectionAfterChangeHook } from 'payload'

import type { Child } from '@/payload-types'
import { relationId } from '@/lib/relationId'
import { familyRecordSlugs } from '@/collections/shared/familyRecordMark'

const sameDay = (a: unknown, b: unknown) => (a ? new Date(String(a)).getTime() : null) === (b ? new Date(String(b)).getTime() : null)

/**
 * When a child changes family, its records and media follow (their `family` is re-derived). When its
 * date of birth is corrected, the stays it is checked in for now take the new one (the ratio board
 * counts from the stay: src/features/ratios/service.ts). When it moves to another classroom while
 * checked in, its stay follows: the stay in the old room ends now and one in the new room begins at the
 * same instant (src/features/attendance/hooks/attendanceRules.ts, continueMovedStay.ts), in this
 * change's transaction, whichever door moved it (/cms, /api/cms, /api).
 */
export const moveRecordsWithChild: CollectionAfterChangeHook<Child> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const movedRoom = relationId(doc.classroom) !== relationId(previousDoc?.classroom)
  if (movedRoom || !sameDay(doc.dateOfBirth, previousDoc?.dateOfBirth)) {
    // The server keeping its own copy in step, whoever changed the child (a parent may not change a
    // stay); the stay's rules re-derive the date and the room from the child.
    const open = await req.payload.find({
      collection: 'attendance',
      where: { and: [{ child: { equals: doc.id } }, { checkedOutAt: { exists: false } }] },
      select: { date: true },
      pagination: false,
      req,
      overrideAccess: true,
      depth: 0,
    })
    // One by one, so a stay that cannot follow fails the child's change too (a bulk update only reports it).
    for (const stay of open.docs) await req.payload.update({ collection: 'attendance', id: stay.id, data: {}, req, overrideAccess: true, depth: 0 })
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
