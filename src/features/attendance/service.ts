import 'server-only'

import type { Where } from 'payload'
import type { z } from 'zod'

import { isFloorStaffUser } from '@/access/roles'
import { isUniqueViolation } from '@/lib/databaseErrors'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { Attendance, AuthorizedPickup } from '@/payload-types'
import { type Actor, asUser, besideTheDecision, requireUser } from '@/server/actor'
import { HttpError, badRequest, forbidden, notFound } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import { floorChangedHere } from './floorChanges'
import { wirePickups } from './pickupPhotos'
import type { RosterChild, TodayRoster } from './record'
import { attendanceMessages, type checkOutSchema, type closeForgottenSchema } from './schemas'
import { wireAttendance, wireClassroom, wireStaffShift } from './wire'

/**
 * Check-in and check-out. The collections' rules decide (collections/attendance.ts): these
 * services find the row a request means and call the Local API with the caller's rights.
 */

const conflict = (message: string) => new HttpError(409, message)

const NOT_A_CHILD_ID = 'childId must be the id of a child.'
function requireChildId(childId: string) {
  if (!isRecordId(childId)) throw badRequest(NOT_A_CHILD_ID, [{ field: 'childId', message: NOT_A_CHILD_ID }])
}

/** Checks a child in (admins; teachers for their classrooms' children). 409 when already in. */
export async function checkIn(actor: Actor, { childId }: { childId: string }) {
  requireChildId(childId)
  try {
    const row = await actor.payload.create({ collection: 'attendance', data: { child: childId } as never, ...asUser(actor) })
    floorChangedHere()
    return wireAttendance(row)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(attendanceMessages.alreadyIn)
    throw error
  }
}

/** The child's open stay, as the caller may see it: 404 for a child they cannot see, 409 when not checked in. */
async function openStay(actor: Actor, childId: string): Promise<Attendance> {
  const { docs } = await actor.payload.find({
    collection: 'attendance',
    where: { and: [{ child: { equals: childId } }, { checkedOutAt: { exists: false } }] },
    sort: '-checkedInAt',
    limit: 1,
    ...asUser(actor),
  })
  if (docs[0]) return docs[0]
  await actor.payload.findByID({ collection: 'children', id: childId, select: { firstName: true }, ...asUser(actor) }).catch(() => {
    throw notFound('Child not found.')
  })
  throw conflict(attendanceMessages.notIn)
}

/**
 * The stay found open was closed by another device before this change's turn came (the collection's
 * rules decide on the row locked: hooks/attendanceRules.ts): the contract's 409 for a child not in.
 */
const closedMeanwhile =
  (message: string) =>
  (error: unknown): never => {
    const refusal = error as { status?: unknown; message?: unknown } | null
    throw refusal?.status === 409 && refusal.message === attendanceMessages.alreadyOut ? conflict(message) : error
  }

/**
 * Checks a child out: to a person on the child's authorized list, or (admins only) to someone else with a
 * reason kept on the record.
 */
export async function checkOut(actor: Actor, body: z.output<typeof checkOutSchema>) {
  requireChildId(body.childId)
  const stay = await openStay(actor, body.childId)
  const release = body.pickupId ? { pickup: body.pickupId } : { collectedBy: body.override?.collectedBy, overrideReason: body.override?.reason }
  const row = await actor.payload
    .update({ collection: 'attendance', id: stay.id, data: { checkedOutAt: new Date().toISOString(), ...release }, ...asUser(actor) })
    .catch(closedMeanwhile(attendanceMessages.notIn))
  floorChangedHere()
  return wireAttendance(row)
}

/**
 * An admin closes a check-out forgotten overnight: the child's stay still open from an earlier day of
 * the centre's calendar ends at the time the child left, with the reason kept on the record (the rules:
 * hooks/attendanceRules.ts). An ordinary update by the admin, so the audit
 * log keeps it. 409 when the child has no such stay.
 */
export async function closeForgotten(actor: Actor, { childId, checkedOutAt, reason }: z.output<typeof closeForgottenSchema>) {
  requireChildId(childId)
  const stay = await openStay(actor, childId).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 409 ? conflict(attendanceMessages.notForgotten) : error
  })
  const row = await actor.payload
    .update({ collection: 'attendance', id: stay.id, data: { checkedOutAt, forgottenReason: reason }, ...asUser(actor) })
    .catch(closedMeanwhile(attendanceMessages.notForgotten))
  floorChangedHere()
  return wireAttendance(row)
}

/** What the roster shows of a stay (wireAttendance) and of a pickup (wirePickup): nothing more is read. */
const STAY_FIELDS = {
  child: true,
  classroom: true,
  date: true,
  checkedInAt: true,
  checkedOutAt: true,
  collectedBy: true,
  collectedRelation: true,
  overrideReason: true,
  movedTo: true,
  continuesStay: true,
  forgottenReason: true,
  createdAt: true,
} as const
const PICKUP_FIELDS = { child: true, name: true, relation: true, phone: true, photo: true, createdAt: true } as const

/**
 * Today, for the caller: the classrooms they may see and, of `classroomId` (or of every classroom they
 * see; a parent: their own children), each child with today's stays and authorized pickups.
 *
 * The screen a teacher holds at the door in the morning, so its reads go side by side in two steps: each
 * Local API read costs about as much as a whole request (BENCHMARKS.md, "One read on its own"). The rooms
 * and the children, then the children's stays (today's and any left open from an earlier day, in one read)
 * and their pickups; then the pickups' photos, when any has one. Every read with the caller's rights.
 */
export async function today(actor: Actor, { classroomId }: { classroomId?: string }): Promise<TodayRoster> {
  requireUser(actor)
  const date = centreToday()
  if (classroomId !== undefined && !isRecordId(classroomId)) throw badRequest('classroomId must be the id of a classroom.', [{ field: 'classroomId', message: 'classroomId must be the id of a classroom.' }])
  const childFilter: Where = classroomId ? { classroom: { equals: classroomId } } : { classroom: { exists: true } }
  const [rooms, childrenRead] = await Promise.all([
    actor.payload
      .find({ collection: 'classrooms', sort: 'ageFromMonths', pagination: false, select: { name: true, ageFromMonths: true, ageToMonths: true, capacity: true }, ...asUser(actor) })
      .catch(() => ({ docs: [] })),
    besideTheDecision(
      actor.payload.find({
        collection: 'children',
        where: childFilter,
        sort: 'firstName',
        pagination: false,
        select: { firstName: true, lastName: true, classroom: true, allergies: true },
        ...asUser(actor),
      }),
    ),
  ])
  // A room the caller may not see is not found, before whatever the children's read (side by side) said.
  if (classroomId && !rooms.docs.some((room) => room.id === classroomId)) throw notFound('Classroom not found.')
  const children = childrenRead.answer()
  const ids = children.docs.map((child) => child.id)
  const [stays, pickups] =
    ids.length === 0
      ? [{ docs: [] as Attendance[] }, { docs: [] }]
      : await Promise.all([
          // Today's stays and stays still open from an earlier day (check-outs forgotten overnight, which an admin closes).
          actor.payload.find({
            collection: 'attendance',
            where: {
              and: [
                { child: { in: ids } },
                { or: [{ date: { equals: date } }, { and: [{ checkedOutAt: { exists: false } }, { date: { less_than: date } }] }] },
              ],
            },
            sort: 'checkedInAt',
            pagination: false,
            select: STAY_FIELDS,
            ...asUser(actor),
          }),
          actor.payload
            .find({ collection: 'authorized-pickups', where: { child: { in: ids } }, sort: 'name', pagination: false, select: PICKUP_FIELDS, ...asUser(actor) })
            .catch(() => ({ docs: [] })),
        ])
  const people = await wirePickups(actor, pickups.docs as AuthorizedPickup[])
  const roster: RosterChild[] = children.docs.map((child) => {
    const own = stays.docs.filter((row) => row.date === date && relationId(row.child) === child.id).map((row) => wireAttendance(row as Attendance))
    const last = own.at(-1)
    const left = stays.docs.find((row) => row.date !== date && relationId(row.child) === child.id) as Attendance | undefined
    // A forgotten check-out is neither "not arrived" nor present today: the child cannot be checked in until it is closed.
    const status = left ? 'forgotten-checkout' : !last ? 'not-arrived' : last.checkedOutAt ? 'gone-home' : 'present'
    return {
      id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      classroomId: relationId(child.classroom),
      allergies: child.allergies || null,
      status,
      stays: own,
      forgottenStay: left ? wireAttendance(left) : null,
      pickups: people.filter((pickup) => pickup.childId === child.id),
    }
  })
  return { date, classrooms: rooms.docs.map(wireClassroom), children: roster }
}

/** A member of staff checks themselves in to the classroom they work in. */
export async function staffCheckIn(actor: Actor, { classroomId }: { classroomId: string }) {
  if (!isRecordId(classroomId)) throw badRequest(attendanceMessages.staffClassroom, [{ field: 'classroomId', message: attendanceMessages.staffClassroom }])
  try {
    const shift = await actor.payload.create({ collection: 'staff-attendance', data: { classroom: classroomId } as never, ...asUser(actor) })
    floorChangedHere()
    return wireStaffShift(shift)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(attendanceMessages.staffAlreadyIn)
    throw error
  }
}

/** …and out: their open shift. */
export async function staffCheckOut(actor: Actor) {
  const user = requireUser(actor)
  const { docs } = await actor.payload.find({
    collection: 'staff-attendance',
    where: { and: [{ staff: { equals: user.id } }, { checkedOutAt: { exists: false } }] },
    limit: 1,
    ...asUser(actor),
  })
  if (!docs[0]) throw conflict(attendanceMessages.staffNotIn)
  const shift = await actor.payload.update({ collection: 'staff-attendance', id: docs[0].id, data: { checkedOutAt: new Date().toISOString() }, ...asUser(actor) })
  floorChangedHere()
  return wireStaffShift(shift)
}

/** The caller's own shift today, if they are checked in (floor staff only). */
export async function ownShift(actor: Actor) {
  const user = requireUser(actor)
  if (!isFloorStaffUser(user)) throw forbidden()
  const { docs } = await actor.payload.find({
    collection: 'staff-attendance',
    where: { and: [{ staff: { equals: user.id } }, { checkedOutAt: { exists: false } }] },
    limit: 1,
    ...asUser(actor),
  })
  return docs[0] ? wireStaffShift(docs[0]) : null
}
