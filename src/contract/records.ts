/**
 * The records as the /api contract sends them (JSON: dates are ISO strings, relations are ids), in
 * docs/spec.md §3's field names whatever Payload calls them. The server's mappers
 * (src/server/<domain>/wire.ts) are declared to return these types and the screens read them, so a
 * renamed or retyped field fails the type check on both sides.
 */
import type { Locale } from '@/i18n/routing'
import type { Role } from '@/lib/constants'

export type UserRecord = {
  id: string
  username: string
  firstName: string | null
  lastName: string | null
  email: string | null
  role: Role
  createdAt: string
  /** Invited by email and has not chosen a password yet (staff may send the invitation again). */
  invitationPending: boolean
  /** The language the person chose for their portal and mails; null until they choose (mails: English). */
  language: Locale | null
}

/** Fields sent as `null` when nothing is stored (never left out, never ''). */
type NullWhenEmpty<K extends string> = { [F in K]: string | null }

export type ChildRecord = {
  id: string
  firstName: string
  lastName: string
  dateOfBirth: string
  enrollmentDate: string
  createdAt: string
} & NullWhenEmpty<
  | 'ageGroup'
  | 'parentId'
  | 'profileImage'
  | 'specialNeeds'
  | 'medicalConditions'
  | 'allergies'
  | 'dietaryRestrictions'
  | 'emergencyContact'
  | 'emergencyContactPhone'
  | 'preferredNapTime'
  | 'favoriteActivities'
  | 'parentNotes'
>

/**
 * What /api/ready found, one entry per dependency this instance needs: the database and its schema
 * always, Redis and object storage when configured. `problem` says what is wrong in a few words, never
 * an address, a name of the configuration or an error's own text.
 */
export type ReadinessCheck = { name: 'process' | 'database' | 'migrations' | 'redis' | 'storage'; ok: boolean; problem?: string }
export type Readiness = { status: 'ready' | 'unavailable'; checks: ReadinessCheck[]; message?: string }

/** A person's name as people read it; `fallback` when neither part is set (an account without names). */
export function fullName(person: { firstName: string | null; lastName: string | null }, fallback = ''): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || fallback
}

// ---------------------------------------------------------------------------------------------------
// Daily operations
// ---------------------------------------------------------------------------------------------------

export type ClassroomRecord = { id: string; name: string; ageFromMonths: number; ageToMonths: number; capacity: number }

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

export type RatioRow = ClassroomRecord & {
  childrenPresent: number
  staffPresent: number
  staffRequired: number
  /** The NC ratio that applies (the youngest child present's), e.g. "1:5"; null when no child is present. */
  ratio: string | null
  ageBand: string | null
  maxGroupSize: number | null
  overRatio: boolean
  overGroupSize: boolean
  overCapacity: boolean
  /** Stays of this room still open from an earlier day (check-outs forgotten overnight): never counted as present. */
  forgottenCheckOuts: number
}

/** GET /api/ratios: per classroom, who is present against what the NC table requires. */
export type RatioBoard = { date: string; at: string; classrooms: RatioRow[]; overRatio: string[] }

/**
 * GET /api/ratio-alerts: an episode of a classroom over ratio, kept by the server (opened when the room
 * went over, `endedAt` when it was within ratio again; null while it lasts). The counts are those at the start.
 */
export type RatioAlertRecord = {
  id: string
  classroomId: string | null
  /** The classroom's name, when the caller may read the classroom. */
  classroomName: string | null
  date: string | null
  startedAt: string
  endedAt: string | null
  childrenPresent: number
  staffPresent: number
  staffRequired: number
  /** The NC ratio that applied, e.g. "1:6". */
  ratio: string | null
  /** When the admins were sent the alert (null: nobody could be mailed). */
  notifiedAt: string | null
}

