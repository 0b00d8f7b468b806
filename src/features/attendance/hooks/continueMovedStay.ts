import type { CollectionAfterChangeHook } from 'payload'

import type { Attendance } from '@/payload-types'
import { relationId } from '@/lib/relationId'

/**
 * A stay the rules just ended because the child moved to another classroom (attendanceRules.ts sets
 * `movedTo`) goes on in the new room from the same instant, in the same transaction: the ratio board
 * counts the child there, the new room's teacher sees them present and checks them out, and the records
 * keep where the child was when. The new stay's rules check it against the moved one (`continuesStay`).
 */
export const continueMovedStay: CollectionAfterChangeHook<Attendance> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.movedTo || previousDoc?.movedTo) return doc
  await req.payload.create({
    collection: 'attendance',
    data: { child: relationId(doc.child)!, continuesStay: doc.id } as never,
    req,
    // The system carrying the stay over, whoever moved the child; the rules derive every field.
    overrideAccess: true,
    depth: 0,
  })
  return doc
}
