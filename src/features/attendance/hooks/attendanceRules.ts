import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { notInFuture } from '@/contract/schemas/fields'
import { centreToday } from '@/lib/dates'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import type { Attendance } from '@/payload-types'
import { lockedRow } from '@/collections/shared/lockedRow'
import { refuse } from '@/collections/shared/refuse'
import { attendanceMessages } from '../schemas'

type Row = Record<string, unknown>

/** What the system sets on a row; never taken from input. */
const SYSTEM_FIELDS = [
  'child',
  'family',
  'classroom',
  'date',
  'childBirthDate',
  'checkedInAt',
  'checkedInBy',
  'checkedOutAt',
  'checkedOutBy',
  'pickup',
  'collectedBy',
  'collectedRelation',
  'overrideReason',
  'movedTo',
  'continuesStay',
  'forgottenReason',
  'forgottenNoticeAt',
] as const

const CLEARED = { checkedOutAt: null, checkedOutBy: null, pickup: null, collectedBy: null, collectedRelation: null, overrideReason: null, movedTo: null, forgottenReason: null, forgottenNoticeAt: null }

/** A stay opened on an earlier day of the centre's calendar than today and still open: a forgotten check-out. */
export const isForgotten = (stay: { date?: unknown; checkedOutAt?: unknown }, today: string = centreToday()) =>
  !stay.checkedOutAt && typeof stay.date === 'string' && stay.date !== '' && stay.date < today

/** The facts a stay copies from its child, read by the system: they are the child's, not the writer's to see. */
const childFacts = (req: PayloadRequest, id: string) =>
  req.payload
    .findByID({ collection: 'children', id, depth: 0, req, overrideAccess: true, select: { parent: true, classroom: true, dateOfBirth: true } })
    .catch(() => null)

/**
 * A stay that continues one closed by a room move (set by continueMovedStay.ts): accepted only when it
 * matches what happened (the moved stay is this child's, closed by a move to the room the child is in
 * now), so nobody can backdate a check-in with it; anything else is an ordinary check-in.
 */
async function movedStay(req: PayloadRequest, data: Row, childId: string, classroom: string): Promise<Attendance | null> {
  const previousId = relationId(data.continuesStay)
  if (!previousId) return null
  const previous = await req.payload.findByID({ collection: 'attendance', id: previousId, depth: 0, req, overrideAccess: true }).catch(() => null)
  if (!previous?.checkedOutAt || relationId(previous.child) !== childId || relationId(previous.movedTo) !== classroom) return null
  return previous
}

/**
 * Check-in and check-out, whoever writes (the /api endpoints, /api/cms, /cms):
 * - create is a check-in: the child is looked up with the writer's rights (a teacher finds only their
 *   classrooms' children), must be in a classroom and not already checked in; the classroom, family,
 *   day (the centre's) and times come from the server, never from input;
 * - an update that sets `checkedOutAt` is a check-out: to a person on that child's authorized list
 *   (`pickup`), or, by an admin only, to someone else with `collectedBy` and an `overrideReason` kept;
 * - nothing else changes; a row that is checked out is closed.
 * A partial unique index (one open row per child) stops two devices checking the same child in at once;
 * a change decides on the row locked (lockedRow), so two check-outs at once close the stay once.
 */
export const attendanceRules: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  // The demo seed writes past days as they were (src/features/attendance/seed.ts); no request can set this.
  if (req.context.seedHistory === true) return data
  const user = req.user
  if (!user) return refuse('Please log in.', 403)
  const now = new Date().toISOString()

  if (operation === 'create') {
    const childId = relationId(data.child) ?? refuse(attendanceMessages.childId, 400, 'child')
    // A look-up with the writer's rights (src/lib/auditLookups.ts): the write is what the log records.
    const child = await lookUp(() => req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: false, select: { parent: true, classroom: true, dateOfBirth: true } }))
      .catch(() => null)
    // A continuation is the system's own (the child's new room may not be the mover's to read).
    const continuing = child ? null : await childFacts(req, childId)
    const facts = child ?? continuing
    const classroom = facts ? relationId(facts.classroom) : null
    const moved = facts && classroom ? await movedStay(req, data, childId, classroom) : null
    if (!child && !moved) return refuse('Child not found', 404, 'child')
    if (!classroom) return refuse(attendanceMessages.noClassroom, 400, 'child')
    // An integrity check over every row of this child, not a read served to the writer: an open stay
    // recorded in another classroom (which a teacher cannot read) must still block a second one. Only
    // the count is used; the partial unique index stops the race between two devices.
    const open = await req.payload.find({
      collection: 'attendance',
      where: { and: [{ child: { equals: childId } }, { checkedOutAt: { exists: false } }] },
      select: { date: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (open.docs[0]) refuse(isForgotten(open.docs[0]) ? attendanceMessages.forgottenOpen : attendanceMessages.alreadyIn, 409, 'child')
    return {
      ...data,
      ...CLEARED,
      child: childId,
      family: relationId(facts!.parent),
      classroom,
      date: centreToday(),
      childBirthDate: facts!.dateOfBirth,
      // A move: the stay in the new room begins the instant the one in the old room ended.
      checkedInAt: moved ? moved.checkedOutAt : now,
      checkedInBy: user.id,
      continuesStay: moved ? moved.id : null,
    }
  }

  // The stay as it is now, locked until this change commits: two devices checking a child out at once
  // (or an admin closing a forgotten stay twice) take turns, and the second finds the stay closed.
  const original = ((originalDoc?.id ? await lockedRow<Row>(req, 'attendance', originalDoc.id) : null) ?? originalDoc ?? {}) as Row
  const kept: Row = Object.fromEntries(SYSTEM_FIELDS.map((field) => [field, original[field] ?? null]))
  if (data.forgottenReason !== undefined && data.forgottenReason !== null) return closeForgotten(data, original, kept, user)
  const checkingOut = data.checkedOutAt !== undefined && data.checkedOutAt !== null
  // Any other update keeps the row as it was, but for what it copies from the child, re-derived: its
  // family (the child moved to another family) and date of birth (corrected), both from
  // src/features/families/hooks/moveRecordsWithChild.ts. A child moved to another classroom while
  // checked in today ends this stay now, in this room; continueMovedStay.ts opens the one in the new room.
  if (!checkingOut) {
    const child = await childFacts(req, String(kept.child))
    if (!child) return { ...data, ...kept }
    const derived = { ...data, ...kept, family: relationId(child.parent), childBirthDate: child.dateOfBirth }
    const room = relationId(child.classroom)
    const movedAway = !original.checkedOutAt && original.date === centreToday() && room !== null && room !== relationId(original.classroom)
    return movedAway ? { ...derived, checkedOutAt: now, checkedOutBy: user.id, movedTo: room } : derived
  }
  if (original.checkedOutAt) return refuse(attendanceMessages.alreadyOut, 409, 'child')
  // Released now, a stay from an earlier day would say the child stayed overnight: an admin records when they left.
  if (isForgotten(original)) return refuse(attendanceMessages.forgottenCheckOut, 409, 'child')

  const pickupId = relationId(data.pickup)
  if (pickupId) {
    // Whether the person is on this child's list is the centre's fact, not the writer's view: the child's
    // teachers and admins reach this point only for a stay they may change (src/access/floorRecords.ts).
    // Read locked until the check-out commits: the parent taking them off the list at the same moment
    // does it after the release (kept, with their name), or before it (refused here).
    const pickup = await lockedRow<{ child?: unknown; name?: string; relation?: string }>(req, 'authorized-pickups', pickupId)
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

/**
 * An admin closes a stay left open past the centre's midnight: with the time the child left (after the
 * check-in, not in the future) and a reason, both kept; nobody is recorded as collecting the child.
 */
function closeForgotten(data: Row, original: Row, kept: Row, user: NonNullable<PayloadRequest['user']>): Row {
  if (!isAdminUser(user)) return refuse(attendanceMessages.forgottenAdminsOnly, 403, 'forgottenReason')
  if (original.checkedOutAt) return refuse(attendanceMessages.alreadyOut, 409, 'child')
  if (!isForgotten(original)) return refuse(attendanceMessages.notForgotten, 409, 'child')
  const leftAt = data.checkedOutAt instanceof Date ? data.checkedOutAt.toISOString() : typeof data.checkedOutAt === 'string' ? data.checkedOutAt : ''
  const left = Date.parse(leftAt)
  if (!leftAt || Number.isNaN(left)) return refuse(attendanceMessages.leftAt, 400, 'checkedOutAt')
  if (left <= Date.parse(String(original.checkedInAt))) return refuse(attendanceMessages.leftBeforeArrival, 400, 'checkedOutAt')
  if (!notInFuture(leftAt)) return refuse(attendanceMessages.leftInFuture, 400, 'checkedOutAt')
  const reason = typeof data.forgottenReason === 'string' ? data.forgottenReason.trim() : ''
  if (reason.length < 10) return refuse(attendanceMessages.forgottenReason, 400, 'forgottenReason')
  return { ...data, ...kept, checkedOutAt: new Date(left).toISOString(), checkedOutBy: user.id, pickup: null, collectedBy: null, collectedRelation: null, overrideReason: null, forgottenReason: reason }
}
