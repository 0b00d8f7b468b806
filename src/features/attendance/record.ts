/**
 * Attendance and authorized pickups as the /api sends them (JSON: times are ISO strings, people and
 * rooms are ids), in the spec's field names. wire.ts is declared to return them and the screens read
 * them, so a renamed field fails the type check on both sides.
 */
import type { ClassroomRecord } from '@/contract/records'

/** A person authorized to collect a child (as staff see the list at check-out, and the parent manages it). */
export type PickupRecord = {
  id: string
  childId: string
  name: string
  relation: string
  phone: string
  /** The person's photo (a private family file, served only to the family, admins and the child's teachers), or null. */
  photoUrl: string | null
  createdAt: string
}

/** One stay of a child: checked in, and (later) out, to whom. */
export type AttendanceRecord = {
  id: string
  childId: string
  classroomId: string | null
  date: string
  checkedInAt: string
  checkedOutAt: string | null
  collectedBy: string | null
  collectedRelation: string | null
  /** Set when an admin released the child to someone not on the list. */
  overrideReason: string | null
  /** Set when this stay ended because the child moved to that classroom; a stay there continues it. */
  movedToClassroomId: string | null
  /** The stay in the previous classroom that this one continues (the child moved rooms while checked in). */
  continuesStayId: string | null
  /** Set when an admin closed a check-out forgotten overnight: why, with the time the child left. */
  forgottenReason: string | null
}

/**
 * Where a child stands today: not arrived yet, here, gone home, or still checked in from an earlier day
 * (a check-out forgotten overnight: not present today, and not checked in again until an admin closes it).
 */
export type DayStatus = 'not-arrived' | 'present' | 'gone-home' | 'forgotten-checkout'

export type RosterChild = {
  id: string
  firstName: string
  lastName: string
  classroomId: string | null
  allergies: string | null
  status: DayStatus
  /** Today's stays, first first. */
  stays: AttendanceRecord[]
  /** The stay still open from an earlier day (status `forgotten-checkout`), else null. */
  forgottenStay: AttendanceRecord | null
  pickups: PickupRecord[]
}

/** GET /api/attendance/today: the classrooms the caller may see, and their (or the parent's own) children today. */
export type TodayRoster = { date: string; classrooms: ClassroomRecord[]; children: RosterChild[] }

/** Staff attendance: a shift in a classroom. */
export type StaffShiftRecord = { id: string; staffId: string; classroomId: string; date: string; checkedInAt: string; checkedOutAt: string | null }
