import 'server-only'

import { isFloorStaffUser, isStaffReaderUser } from '@/access/roles'
import { wireClassroom } from '@/features/attendance/wire'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import { type Actor, asUser, requireUser } from '@/server/actor'
import { forbidden } from '@/server/http/errors'
import { ageInMonths, ratioFor } from './ratioTable'
import type { RatioBoard, RatioRow } from './record'

/** Who may read the board: admins, integrations and teachers (a teacher's board shows their classrooms). */
export function boardReader(actor: Actor) {
  const user = requireUser(actor)
  if (!isFloorStaffUser(user) && !isStaffReaderUser(user)) throw forbidden()
  return user
}

/**
 * The live ratio board: for each classroom the caller may see (admins all, a teacher theirs), the
 * children and staff checked in now, and the staff the NC table requires for the children present (a
 * mixed group takes its youngest child's ratio: ratioTable.ts). Four reads, whatever the size of
 * the centre: the rooms, today's open stays (each carries its child's date of birth, copied at
 * check-in), today's open shifts, and the stays still open from an earlier day (check-outs forgotten
 * overnight: shown per room, never counted as present); only the fields counted are read. Callers who ask at the same time
 * share one computation: sharedBoard.ts.
 */
export async function ratioBoard(actor: Actor): Promise<RatioBoard> {
  boardReader(actor)
  const date = centreToday()
  const open = { checkedOutAt: { exists: false } }
  const [rooms, stays, shifts, forgotten] = await Promise.all([
    actor.payload.find({
      collection: 'classrooms',
      sort: 'ageFromMonths',
      select: { name: true, ageFromMonths: true, ageToMonths: true, capacity: true },
      pagination: false,
      ...asUser(actor),
    }),
    actor.payload.find({
      collection: 'attendance',
      where: { and: [{ date: { equals: date } }, open] },
      select: { classroom: true, childBirthDate: true },
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
    actor.payload.find({
      collection: 'attendance',
      where: { and: [{ date: { less_than: date } }, open] },
      select: { classroom: true },
      pagination: false,
      ...asUser(actor),
    }),
  ])
  const staysIn = groupBy(stays.docs, (row) => relationId(row.classroom))
  const shiftsIn = groupBy(shifts.docs, (row) => relationId(row.classroom))
  const forgottenIn = groupBy(forgotten.docs, (row) => relationId(row.classroom))

  const classrooms: RatioRow[] = rooms.docs.map((room) => {
    // A stay without a date of birth (recorded before it was kept) counts as the youngest band: never under-staff.
    const ages = (staysIn.get(room.id) ?? []).map((row) => ageInMonths(row.childBirthDate ?? null, date) ?? 0)
    const staffPresent = shiftsIn.get(room.id)?.length ?? 0
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
      forgottenCheckOuts: forgottenIn.get(room.id)?.length ?? 0,
    }
  })
  return { date, at: new Date().toISOString(), classrooms, overRatio: classrooms.filter((room) => room.overRatio).map((room) => room.name) }
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const key = keyOf(row)
    if (key) groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return groups
}
