import 'server-only'

/** A relation as the wire sends it: the related document's id (joined or not), or null. */
export const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' ? String((value as { id: unknown }).id) : value ? String(value) : null
