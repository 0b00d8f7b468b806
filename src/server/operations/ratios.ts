import 'server-only'

import type { RatioBoard, RatioRow } from '@/contract/records'
import { ageInMonths, centreToday, ratioFor } from '@/lib/ratios'
import { type Actor, asUser, requireUser } from '../actor'
import { forbidden } from '../http/errors'
import { isFloorStaffUser, isStaffReaderUser } from '@/access/roles'
import { relationId } from '@/lib/relationId'
import { wireClassroom } from './wire'

/**
 * The live ratio board: for each classroom the caller may see (admins all, a teacher theirs), the
 * children and staff checked in now, and the staff the NC table requires for the children present (a
 * mixed group takes its youngest child's ratio: src/lib/ratios.ts). Four reads, whatever the size of
 * the centre: the rooms, today's open stays, those children's dates of birth, today's open shifts.
 */
export async function ratioBoard(actor: Actor): Promise<RatioBoard> {
  const user = requireUser(actor)
  if (!isFloorStaffUser(user) && !isStaffReaderUser(user)) throw forbidden()
  const date = centreToday()
  const open = { checkedOutAt: { exists: false } }
  const [rooms, stays, shifts] = await Promise.all([
    actor.payload.find({ collection: 'classrooms', sort: 'ageFromMonths', pagination: false, ...asUser(actor) }),
    actor.payload.find({
      collection: 'attendance',
      where: { and: [{ date: { equals: date } }, open] },
      select: { child: true, classroom: true },
      pagination: false,
      ...asUser(actor),
    }),
    actor.payload.find({
      collection: 'staff-attendance',
      where: { and: [{ date: { equals: date } }, open] },
      select: { classroom: true },
      pagination: false,
      ...asUser(actor),
    }),
  ])
  const childIds = [...new Set(stays.docs.map((row) => relationId(row.child)).filter((id): id is string => Boolean(id)))]
  const births =
    childIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await actor.payload.find({ collection: 'children', where: { id: { in: childIds } }, select: { dateOfBirth: true }, pagination: false, ...asUser(actor) })
          ).docs.map((child) => [child.id, child.dateOfBirth]),
        )

  const classrooms: RatioRow[] = rooms.docs.map((room) => {
    const present = stays.docs.filter((row) => relationId(row.classroom) === room.id)
    // A child whose date of birth cannot be read counts as the youngest band: never under-staff.
    const ages = present.map((row) => ageInMonths(births.get(relationId(row.child) ?? '') ?? null, date) ?? 0)
    const staffPresent = shifts.docs.filter((row) => relationId(row.classroom) === room.id).length
    const status = ratioFor({ childrenAgesInMonths: ages, staffPresent })
    return {
      ...wireClassroom(room),
      childrenPresent: status.childrenPresent,
      staffPresent,
      staffRequired: status.staffRequired,
      ratio: status.band ? `1:${status.band.childrenPerStaff}` : null,
      ageBand: status.band?.label ?? null,
      maxGroupSize: status.band?.maxGroupSize ?? null,
      overRatio: status.overRatio,
      overGroupSize: status.overGroupSize,
      overCapacity: status.childrenPresent > room.capacity,
    }
  })
  return { date, at: new Date().toISOString(), classrooms, overRatio: classrooms.filter((room) => room.overRatio).map((room) => room.name) }
}
