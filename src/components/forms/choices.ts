import { capitalized } from '@/lib/utils'

/** One option of a picker: the stored value and what people read. */
export type Choice = { value: string; label: string }

/** Stored values as choices, read capitalised ('physical' reads 'Physical'). */
export const choicesOf = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: capitalized(value) }))

/**
 * A stored value as people read it: its label among `choices` (each screen has its own set, SPEC §3),
 * a value they do not have (an older record, a text staff typed) as it is. With `whenEmpty`, no value
 * reads that ('Not set'); without, it stays empty.
 */
export function labelOf(choices: readonly Choice[], value: string | null | undefined, whenEmpty: string): string
export function labelOf<V extends string | null | undefined>(choices: readonly Choice[], value: V): V | string
export function labelOf(choices: readonly Choice[], value: string | null | undefined, whenEmpty?: string) {
  if (!value && whenEmpty !== undefined) return whenEmpty
  return choices.find((choice) => choice.value === value)?.label ?? value
}
