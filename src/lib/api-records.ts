import type {
  wireApplication,
  wireChild,
  wireContactMessage,
  wireCurriculumActivity,
  wireDailyActivity,
  wireDevelopmentVideo,
  wireMilestone,
  wireUser,
} from '@/server/wire'

/** The records as the /api contract sends them (JSON: dates are strings), for every screen that reads them. */
export type UserRecord = ReturnType<typeof wireUser>
export type ChildRecord = ReturnType<typeof wireChild>
export type CurriculumActivityRecord = ReturnType<typeof wireCurriculumActivity>
export type DevelopmentVideoRecord = ReturnType<typeof wireDevelopmentVideo>
export type DailyActivityRecord = ReturnType<typeof wireDailyActivity>
export type MilestoneRecord = ReturnType<typeof wireMilestone>
export type ApplicationRecord = ReturnType<typeof wireApplication>
export type ContactMessageRecord = ReturnType<typeof wireContactMessage>

/** SPEC §7: each list is read from, and staff create each record at, the same /api path. */
export const RECORD_PATHS = {
  parents: '/api/parents',
  children: '/api/children',
  dailyActivities: '/api/daily-activities',
  milestones: '/api/milestones',
} as const

/** A person's name as people read it; `fallback` when neither part is set (an account without names). */
export function fullName(person: { firstName: string | null; lastName: string | null }, fallback = ''): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || fallback
}
