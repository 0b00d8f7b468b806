import type { CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { attendanceMessages } from '@/contract/schemas/operations'
import { centreToday } from '@/lib/ratios'
import { relationId } from '@/lib/relationId'
import { refuse } from '../../shared/refuse'

type Row = Record<string, unknown>

/** What the system sets on a row; never taken from input. */
const SYSTEM_FIELDS = ['child', 'family', 'classroom', 'date', 'childBirthDate', 'checkedInAt', 'checkedInBy', 'checkedOutAt', 'checkedOutBy', 'pickup', 'collectedBy', 'collectedRelation', 'overrideReason'] as const

/**
 * Check-in and check-out, whoever writes (the /api endpoints, /api/cms, /cms):
 * - create is a check-in: the child is looked up with the writer's rights (a teacher finds only their
 *   classrooms' children), must be in a classroom and not already checked in; the classroom, family,
 *   day (the centre's) and times come from the server, never from input;
 * - an update that sets `checkedOutAt` is a check-out: to a person on that child's authorized list
 *   (`pickup`), or, by an admin only, to someone else with `collectedBy` and an `overrideReason` kept;
 * - nothing else changes; a row that is checked out is closed.
 * A partial unique index (one open row per child) stops two devices checking the same child in at once.
 */
export const attendanceRules: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  // The demo seed writes past days as they were (src/seed/operations.ts); no request can set this.
  if (req.context.seedHistory === true) return data
  const user = req.user
  if (!user) return refuse('Please log in.', 403)
  const now = new Date().toISOString()

  if (operation === 'create') {
    const childId = relationId(data.child) ?? refuse(attendanceMessages.childId, 400, 'child')
    const child = await req.payload
      .findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: false, select: { parent: true, classroom: true, dateOfBirth: true } })
      .catch(() => null)
    if (!child) return refuse('Child not found', 404, 'child')
    const classroom = relationId(child.classroom) ?? refuse(attendanceMessages.noClassroom, 400, 'child')
    // An integrity check over every row of this child, not a read served to the writer: an open stay
    // recorded in another classroom (which a teacher cannot read) must still block a second one. Only
    // the count is used; the partial unique index stops the race between two devices.
    const open = await req.payload.count({
      collection: 'attendance',
      where: { and: [{ child: { equals: childId } }, { checkedOutAt: { exists: false } }] },
      overrideAccess: true,
      req,
    })
    if (open.totalDocs > 0) refuse(attendanceMessages.alreadyIn, 409, 'child')
    return {
      ...data,
      child: childId,
      family: relationId(child.parent),
      classroom,
      date: centreToday(),
      childBirthDate: child.dateOfBirth,
      checkedInAt: now,
      checkedInBy: user.id,
      checkedOutAt: null,
      checkedOutBy: null,
      pickup: null,
      collectedBy: null,
      collectedRelation: null,
      overrideReason: null,
    }
  }

  const original = (originalDoc ?? {}) as Row
  const kept: Row = Object.fromEntries(SYSTEM_FIELDS.map((field) => [field, original[field] ?? null]))
  const checkingOut = data.checkedOutAt !== undefined && data.checkedOutAt !== null
  // Any other update keeps the row as it was, but for what it copies from the child, re-derived: its
  // family (the child moved to another family) and date of birth (corrected), both from
  // src/collections/Children/hooks/moveRecordsWithChild.ts.
  if (!checkingOut) {
    const child = await req.payload
      .findByID({ collection: 'children', id: String(kept.child), depth: 0, req, overrideAccess: false, select: { parent: true, dateOfBirth: true } })
      .catch(() => null)
    return child ? { ...data, ...kept, family: relationId(child.parent), childBirthDate: child.dateOfBirth } : { ...data, ...kept }
  }
  if (original.checkedOutAt) return refuse(attendanceMessages.alreadyOut, 409, 'child')

  const pickupId = relationId(data.pickup)
  if (pickupId) {
    const pickup = await req.payload
      .findByID({ collection: 'authorized-pickups', id: pickupId, depth: 0, req, overrideAccess: false, select: { child: true, name: true, relation: true } })
      .catch(() => null)
    if (!pickup || relationId(pickup.child) !== relationId(original.child)) return refuse(attendanceMessages.notAuthorized, 403, 'pickup')
    return { ...data, ...kept, checkedOutAt: now, checkedOutBy: user.id, pickup: pickupId, collectedBy: pickup.name, collectedRelation: pickup.relation, overrideReason: null }
  }

  if (data.overrideReason === undefined || data.overrideReason === null) return refuse(attendanceMessages.pickupId, 400, 'pickup')
  if (!isAdminUser(user)) return refuse(attendanceMessages.overrideAdminsOnly, 403, 'overrideReason')
  const reason = typeof data.overrideReason === 'string' ? data.overrideReason.trim() : ''
  if (reason.length < 10) return refuse(attendanceMessages.overrideReason, 400, 'overrideReason')
  const collectedBy = typeof data.collectedBy === 'string' ? data.collectedBy.trim() : ''
  if (!collectedBy) return refuse(attendanceMessages.collectedBy, 400, 'collectedBy')
  return { ...data, ...kept, checkedOutAt: now, checkedOutBy: user.id, pickup: null, collectedBy, collectedRelation: null, overrideReason: reason }
}
