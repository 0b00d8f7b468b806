import { APPLICATION_AGE_GROUPS, SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'

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
