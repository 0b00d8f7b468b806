import type { Choice } from '@/components/forms/choices'
import { fullName, type ChildRecord, type UserRecord } from '@/contract/records'

/** The children to pick from, by name (none while the list loads). */
export const childChoices = (children: readonly ChildRecord[] | undefined): Choice[] =>
  (children ?? []).map((child) => ({ value: child.id, label: fullName(child) }))

/** The parent accounts to pick from on /admin and /admin-dashboard: the name, then the username. */
export const parentAccountChoices = (parents: readonly UserRecord[] | undefined): Choice[] =>
  (parents ?? []).map((parent) => ({ value: parent.id, label: `${fullName(parent, parent.username)} (${parent.username})` }))

/** The parents to pick from on /admin-db and /secure-admin: the name, then the email when there is one. */
export const parentContactChoices = (parents: readonly UserRecord[]): Choice[] =>
  parents.map((parent) => ({ value: parent.id, label: `${fullName(parent, parent.username)}${parent.email ? ` (${parent.email})` : ''}` }))
