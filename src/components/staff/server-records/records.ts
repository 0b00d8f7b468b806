import { ApiError } from '@/lib/api-client'
import { SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'
import type { wireChild, wireDailyActivity, wireMilestone, wireUser } from '@/server/wire'

/** The records of /admin-db and /secure-admin as the /api contract sends them (SPEC §3 server variants). */
export type ServerParent = ReturnType<typeof wireUser>
export type ServerChild = ReturnType<typeof wireChild>
export type ServerDailyActivity = ReturnType<typeof wireDailyActivity>
export type ServerMilestone = ReturnType<typeof wireMilestone>

/** Each list is read from, and each record created at, the same /api path (SPEC §7). */
export const RECORDS_PATH = {
  parents: '/api/parents',
  children: '/api/children',
  dailyActivities: '/api/daily-activities',
  milestones: '/api/milestones',
} as const

/** SPEC §8: the server-admin screens' failure texts, under the title Error. */
export const LOAD_FAILED = 'Failed to load data. Please try again.'

/** A stored age group as people read it; a value outside SERVER_ADMIN_AGE_GROUPS (older records) as it is. */
export function ageGroupLabel(value: string | null | undefined): string {
  if (!value) return 'Not set'
  return SERVER_ADMIN_AGE_GROUPS.find((group) => group.value === value)?.label ?? value
}

export function fullName(person: { firstName: string | null; lastName: string | null }, fallback = ''): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || fallback
}

/** The `message` of an /api error body, when it has one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  try {
    const { message } = JSON.parse(error.body) as { message?: unknown }
    return typeof message === 'string' && message ? message : null
  } catch {
    return null
  }
}

/** Form values without the fields left empty: an optional field nobody filled is not sent (nor stored as ''). */
export function withoutBlanks<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === ''))) as Partial<T>
}
