import { APPLICATION_AGE_GROUPS, SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'

/**
 * The age groups the portal can name: a child's comes from the enrollment screens or from the
 * application (the application's labels first, where both have the value).
 */
export const PORTAL_AGE_GROUPS = [...APPLICATION_AGE_GROUPS, ...SERVER_ADMIN_AGE_GROUPS]

export function ageText(years: number | null): string {
  if (years === null) return 'Age unknown'
  return `${years} ${years === 1 ? 'year' : 'years'} old`
}
