import type { wireChild, wireCurriculumActivity, wireDailyActivity, wireDevelopmentVideo, wireMilestone } from '@/server/wire'
import { APPLICATION_AGE_GROUPS, SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'

/** The records as the /api contract sends them (JSON: dates are strings). */
export type PortalChild = ReturnType<typeof wireChild>
export type CurriculumActivity = ReturnType<typeof wireCurriculumActivity>
export type DevelopmentVideo = ReturnType<typeof wireDevelopmentVideo>
export type DailyActivity = ReturnType<typeof wireDailyActivity>
export type Milestone = ReturnType<typeof wireMilestone>

/** The /api paths the portal reads. */
export const PORTAL_KEYS = {
  children: '/api/parent/children',
  curriculum: (childId: string) => `/api/curriculum/${encodeURIComponent(childId)}`,
  videos: (childId: string) => `/api/videos/${encodeURIComponent(childId)}`,
  dailyActivities: '/api/daily-activities',
  milestones: '/api/milestones',
} as const

const AGE_GROUP_LABELS = new Map<string, string>([...SERVER_ADMIN_AGE_GROUPS, ...APPLICATION_AGE_GROUPS].map(({ value, label }) => [value, label]))

/** A child's age group as people read it: the label of a known value, else the text staff typed. */
export function ageGroupLabel(ageGroup: string | null): string {
  if (!ageGroup) return 'Not set'
  return AGE_GROUP_LABELS.get(ageGroup) ?? ageGroup
}

export function ageText(years: number | null): string {
  if (years === null) return 'Age unknown'
  return `${years} ${years === 1 ? 'year' : 'years'} old`
}

export const fullName = (child: Pick<PortalChild, 'firstName' | 'lastName'>) => `${child.firstName} ${child.lastName}`

export { mediaSrc } from '@/lib/media'

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
