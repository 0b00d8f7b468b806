import 'server-only'

import { may } from '@/access/actions'
import { wireClassroom } from '@/features/attendance/wire'
import { staffHoldingCprAndFirstAid } from '@/features/staff-credentials/service'
import { centreToday } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import { type Actor, asUser, requireUser } from '@/server/actor'
import { forbidden } from '@/server/http/errors'
import { ratiosActions } from './actions'
import { ageInMonths, ratioFor } from './ratioTable'
import type { RatioBoard, RatioRow } from './record'

/** Who may read the board: admins, integrations and teachers (a teacher's board shows their classrooms). */
export function boardReader(actor: Actor) {
  const user = requireUser(actor)
  if (!may(ratiosActions.readRatios, user)) throw forbidden()
  return user
}

/**
 * The live ratio board: for each classroom the caller may see (admins all, a teacher theirs), the
 * children and staff checked in now, and the staff the NC table requires for the children present (a
 * mixed group takes its youngest child's ratio: ratioTable.ts). Four reads, whatever the size of
 * the centre: the rooms, today's open stays (each carries its child's date of birth, copied at
 * check-in), today's open shifts, and the stays still open from an earlier day (check-outs forgotten
 * overnight: shown per room, never counted as present); only the fields counted are read. A fifth read,
 * as soon as the shifts are in, asks which staff present hold current CPR and first aid (one query for
 * them all): the server's bookkeeping, made without the caller's rights because a teacher may read only
 * their own credentials, and turned into one yes or no per room (`missingCprFirstAid`), never credential
 * data (src/features/staff-credentials/service.ts, docs/security.md). Callers who ask at the same time
 * share one computation: sharedBoard.ts; a card added or changed for someone on the floor is a floor
 * change (src/features/staff-credentials/hooks/announceCredentialChange.ts), so a shared board never
 * outlives it.
 */
export async function ratioBoard(actor: Actor): Promise<RatioBoard> {
  boardReader(actor)
  const date = centreToday()
  const open = { checkedOutAt: { exists: false } }
  const shiftsRead = actor.payload.find({
    collection: 'staff-attendance',
    where: { and: [{ date: { equals: date } }, open] },
    select: { classroom: true, staff: true },
    pagination: false,
    ...asUser(actor),
  })
  const certifiedRead = shiftsRead.then(({ docs }) =>
    staffHoldingCprAndFirstAid(actor.payload, [...new Set(docs.map((shift) => relationId(shift.staff)).filter((id): id is string => id !== null))], date),
  )
  const [rooms, stays, shifts, forgotten, certified] = await Promise.all([
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
    shiftsRead,
    actor.payload.find({
      collection: 'attendance',
      where: { and: [{ date: { less_than: date } }, open] },
      select: { classroom: true },
      pagination: false,
      ...asUser(actor),
    }),
    certifiedRead,
  ])
  const staysIn = groupBy(stays.docs, (row) => relationId(row.classroom))
  const shiftsIn = groupBy(shifts.docs, (row) => relationId(row.classroom))
  const forgottenIn = groupBy(forgotten.docs, (row) => relationId(row.classroom))

  const classrooms: RatioRow[] = rooms.docs.map((room) => {
    // A stay without a date of birth (recorded before it was kept) counts as the youngest band: never under-staff.
    const ages = (staysIn.get(room.id) ?? []).map((row) => ageInMonths(row.childBirthDate ?? null, date) ?? 0)
    const shiftsHere = shiftsIn.get(room.id) ?? []
    const staffPresent = shiftsHere.length
    const anyCertified = shiftsHere.some((shift) => certified.has(relationId(shift.staff) ?? ''))
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
      missingCprFirstAid: (status.childrenPresent > 0 || staffPresent > 0) && !anyCertified,
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
