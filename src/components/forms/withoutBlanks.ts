/** Form values without the fields left empty: an optional field nobody filled is not sent (nor stored as ''). */
export function withoutBlanks<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === ''))) as Partial<T>
}
