/**
 * The id of a relationship value, whether it came as an id or as a joined document (`depth` > 0), or
 * null when there is none. The one helper for it: hooks, access rules, services and mail all use this.
 */
export const relationId = (value: unknown): string | null => {
  if (typeof value === 'string' && value) return value
  if (typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return relationId((value as { id: unknown }).id)
  return null
}
