import { APPLICATION_AGE_GROUPS, SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'
import { RECORD_PATHS } from '@/lib/api-records'

/** The /api paths the portal reads. */
export const PORTAL_KEYS = {
  children: '/api/parent/children',
  curriculum: (childId: string) => `/api/curriculum/${encodeURIComponent(childId)}`,
  videos: (childId: string) => `/api/videos/${encodeURIComponent(childId)}`,
  dailyActivities: (childId: string) => `${RECORD_PATHS.dailyActivities}?childId=${encodeURIComponent(childId)}`,
  milestones: (childId: string) => `${RECORD_PATHS.milestones}?childId=${encodeURIComponent(childId)}`,
} as const

const AGE_GROUP_LABELS = new Map<string, string>(
  [...SERVER_ADMIN_AGE_GROUPS, ...APPLICATION_AGE_GROUPS].map(({ value, label }) => [value, label]),
)

/** A child's age group as people read it: the label of a known value, else the text staff typed. */
export function ageGroupLabel(ageGroup: string | null): string {
  if (!ageGroup) return 'Not set'
  return AGE_GROUP_LABELS.get(ageGroup) ?? ageGroup
}

export function ageText(years: number | null): string {
  if (years === null) return 'Age unknown'
  return `${years} ${years === 1 ? 'year' : 'years'} old`
}
