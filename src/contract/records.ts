/**
 * The records as the /api contract sends them (JSON: dates are ISO strings, relations are ids), in
 * docs/spec.md §3's field names whatever Payload calls them. The server's mappers (each feature's
 * wire.ts, on src/server/wire.ts) are declared to return these types and the screens read them, so a
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

/** A classroom as the day's screens read it: the attendance roster (src/features/attendance) and the ratio board (src/features/ratios). */
export type ClassroomRecord = { id: string; name: string; ageFromMonths: number; ageToMonths: number; capacity: number }

