import { SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'

/** A stored age group as people read it; a value outside SERVER_ADMIN_AGE_GROUPS (older records) as it is. */
export function ageGroupLabel(value: string | null | undefined): string {
  if (!value) return 'Not set'
  return SERVER_ADMIN_AGE_GROUPS.find((group) => group.value === value)?.label ?? value
}

/** Form values without the fields left empty: an optional field nobody filled is not sent (nor stored as ''). */
export function withoutBlanks<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === ''))) as Partial<T>
}
