/**
 * The records as the /api contract sends them (JSON: dates are ISO strings, relations are ids), in
 * docs/spec.md §3's field names whatever Payload calls them. The server's mappers
 * (src/server/<domain>/wire.ts) are declared to return these types and the screens read them, so a
 * renamed or retyped field fails the type check on both sides.
 */
import type { CURRICULUM_CATEGORIES, MILESTONE_CATEGORIES, Role, VIDEO_CATEGORIES } from '@/lib/constants'
import type { EnrollmentApplication } from './schemas/application'

export type UserRecord = {
  id: string
  username: string
  firstName: string | null
  lastName: string | null
  email: string | null
  role: Role
  createdAt: string
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

export type CurriculumActivityRecord = {
  id: string
  childId: string | null
  title: string
  description: string
  category: (typeof CURRICULUM_CATEGORIES)[number]
  completedAt: string | null
  notes: string | null
  createdAt: string
}

export type DevelopmentVideoRecord = {
  id: string
  childId: string | null
  title: string
  description: string | null
  /** Our own uploads as a path on this site (`/api/cms/media/file/…`), else the URL staff gave. */
  videoUrl: string
  thumbnailUrl: string | null
  category: (typeof VIDEO_CATEGORIES)[number]
  recordedAt: string | null
  createdAt: string
}

export type DailyActivityRecord = {
  id: string
  childId: string | null
  date: string
  mealTime: string | null
  napTime: string | null
  activities: string | null
  mood: string | null
  notes: string | null
  createdBy: string | null
  createdAt: string
}

export type MilestoneRecord = {
  id: string
  childId: string | null
  title: string
  description: string
  category: (typeof MILESTONE_CATEGORIES)[number]
  achievedAt: string | null
  notes: string | null
  createdBy: string | null
  createdAt: string
}

export type ApplicationRecord = {
  id: string
  parentFirstName: string
  parentLastName: string
  email: string
  phone: string
  address: string
  childFirstName: string
  childLastName: string
  childDateOfBirth: string
  childAgeGroup: EnrollmentApplication['childAgeGroup']
  desiredStartDate: string
  schedulePreference: EnrollmentApplication['schedulePreference']
  servicesNeeded: NonNullable<EnrollmentApplication['servicesNeeded']>
  voucherInterested: boolean
  specialNeeds: string
  questions: string
  submittedAt: string | null
}

export type ContactMessageRecord = {
  id: string
  name: string
  email: string
  message: string
  submittedAt: string | null
}

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
