import { fullName, type ServerChild } from '@/components/staff/server-records/records'

/** Capitalised for people: 'physical' reads 'Physical'. */
export const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

export const choicesOf = (values: readonly string[]) => values.map((value) => ({ value, label: capitalised(value) }))

export const childChoices = (children: ServerChild[]) => children.map((child) => ({ value: child.id, label: fullName(child) }))

export const NO_CHILD_YET = 'Add a child first.'
