import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { floorChanged } from '@/features/attendance/floorChanges'
import { lookUp } from '@/lib/auditLookups'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'

/**
 * The ratio board shows a room whose staff present hold no current CPR and first aid
 * (src/features/ratios/service.ts). A card added, corrected or removed changes that for the rooms its
 * staff member is checked in to now, so those rooms are announced as a floor change, like a check-in
 * (src/features/attendance/floorChanges.ts: every process's open boards read again, and no caller joins
 * a board computed before it). A staff member who is not on the floor changes no board. The over-ratio
 * alerts (src/features/ratios/boot.ts) check those rooms again too, and find them as they were: a card
 * changes no count.
 *
 * Which rooms is the server's bookkeeping: the shifts are read overriding access (the writer is an admin
 * anyway) and the read shows no one anything.
 */
async function announceRoomsOf(req: PayloadRequest, staff: unknown[]): Promise<void> {
  // The demo seed writes its cards before anyone is on the floor.
  if (req.context.seedHistory === true) return
  const staffIds = [...new Set(staff.map(relationId).filter((id): id is string => id !== null))]
  if (staffIds.length === 0) return
  const { docs } = await lookUp(() =>
    req.payload.find({
      collection: 'staff-attendance',
      where: { and: [{ staff: { in: staffIds } }, { date: { equals: centreToday() } }, { checkedOutAt: { exists: false } }] },
      select: { classroom: true },
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
    }),
  )
  for (const room of new Set(docs.map((shift) => relationId(shift.classroom)))) await floorChanged(req, room)
}

export const announceCredentialChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await announceRoomsOf(req, [doc?.staff, previousDoc?.staff])
  return doc
}

export const announceCredentialRemoval: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await announceRoomsOf(req, [doc?.staff])
  return doc
}
