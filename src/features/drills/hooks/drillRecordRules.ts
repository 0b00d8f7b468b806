import type { CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload'

import { refuse } from '@/collections/shared/refuse'
import { notInFuture } from '@/contract/schemas/fields'
import { lookUp } from '@/lib/auditLookups'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { Drill } from '@/payload-types'
import { DRILL_KINDS, EVACUATION_MAX_SECONDS } from '../drillRules'
import { drillMessages, needsEvacuationTime } from '../schemas'

/**
 * The children and the staff present at `at`: the stays and shifts of the centre's day of `at` that began
 * at or before it and had not ended before it (a stay still open from an earlier day is a forgotten
 * check-out, not a child at the drill), each child and each person once (a room move ends one stay and
 * begins the next at the same moment).
 *
 * Read with the writer's own rights: only an admin reaches this hook with a session (the collection's
 * create and update access), who reads all attendance (the server's rights only for a write with no
 * session, which the rules below allow the demo seed alone); the counts are stored, the stays are shown
 * to nobody, so the reads are look-ups the audit log does not record as anyone opening a child's record
 * (src/lib/auditLookups.ts).
 */
async function presentAt(req: PayloadRequest, at: string): Promise<{ children: number; staff: number }> {
  const where: Where = {
    and: [
      { date: { equals: centreToday(new Date(at)) } },
      { checkedInAt: { less_than_equal: at } },
      { or: [{ checkedOutAt: { exists: false } }, { checkedOutAt: { greater_than_equal: at } }] },
    ],
  }
  const system = { where, pagination: false, depth: 0, req, overrideAccess: !req.user, user: req.user } as const
  // One after the other: both reads run on the write's transaction.
  const stays = await lookUp(() => req.payload.find({ collection: 'attendance', select: { child: true }, ...system }))
  const shifts = await lookUp(() => req.payload.find({ collection: 'staff-attendance', select: { staff: true }, ...system }))
  return {
    children: new Set(stays.docs.map((stay) => relationId(stay.child))).size,
    staff: new Set(shifts.docs.map((shift) => relationId(shift.staff)).filter(Boolean)).size,
  }
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * A drill, whoever writes it (/api, /api/cms, /cms): a kind of the list; when it was held, an instant not
 * in the future; a fire drill's evacuation time (any drill's, when given: whole seconds up to two hours);
 * who recorded it from the session, never changed. The children and staff present are the server's, from
 * attendance at that time, counted again only when the time changes; input never sets them. The demo seed
 * (`seedHistory`, which no request can set) writes a past year's drills with their counts as they were.
 * A refusal writes nothing.
 */
export const drillRecordRules: CollectionBeforeChangeHook<Drill> = async ({ data, operation, originalDoc, req }) => {
  const user = req.user
  const history = req.context.seedHistory === true
  if (!user && !history) return refuse(drillMessages.signIn, 403)
  const merged = { ...originalDoc, ...data }
  const kind = merged.kind
  if (!kind || !DRILL_KINDS.includes(kind)) return refuse(drillMessages.kind, 400, 'kind')
  const time = typeof merged.heldAt === 'string' ? Date.parse(merged.heldAt) : NaN
  if (Number.isNaN(time) || !notInFuture(merged.heldAt!)) return refuse(drillMessages.heldAt, 400, 'heldAt')
  const heldAt = new Date(time).toISOString()
  const seconds = merged.evacuationSeconds ?? null
  const validSeconds = seconds === null || (Number.isInteger(seconds) && seconds >= 1 && seconds <= EVACUATION_MAX_SECONDS)
  if (!validSeconds || (needsEvacuationTime(kind) && seconds === null)) return refuse(drillMessages.evacuationSeconds, 400, 'evacuationSeconds')
  data.kind = kind
  data.heldAt = heldAt
  data.evacuationSeconds = seconds
  const moved = operation === 'create' || !originalDoc?.heldAt || Date.parse(originalDoc.heldAt) !== Date.parse(heldAt)
  const seeded = history && isCount(data.childrenPresent) && isCount(data.staffPresent)
  if (!seeded) {
    const present = moved ? await presentAt(req, heldAt) : { children: originalDoc?.childrenPresent ?? 0, staff: originalDoc?.staffPresent ?? 0 }
    data.childrenPresent = present.children
    data.staffPresent = present.staff
  }
  data.createdBy = operation === 'create' ? (user?.id ?? null) : (relationId(originalDoc?.createdBy) ?? null)
  return data
}
