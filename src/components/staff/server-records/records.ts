import { SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'

/** A stored age group as people read it; a value outside SERVER_ADMIN_AGE_GROUPS (older records) as it is. */
export function ageGroupLabel(value: string | null | undefined): string {
  if (!value) return 'Not set'
  return SERVER_ADMIN_AGE_GROUPS.find((group) => group.value === value)?.label ?? value
}
