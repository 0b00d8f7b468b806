'use client'

import useSWR, { useSWRConfig } from 'swr'

import { getTotal } from '@/contract/client'
import {
  fullName,
  type ApplicationRecord,
  type ChildRecord,
  type ContactMessageRecord,
  type CurriculumActivityRecord,
  type DevelopmentVideoRecord,
  type UserRecord as ParentRecord,
} from '@/lib/api-records'

export { fullName }
export type { ApplicationRecord, ChildRecord, ContactMessageRecord, CurriculumActivityRecord, DevelopmentVideoRecord, ParentRecord }

/** The admin lists of SPEC §7 (GET, admin only). Each is also its SWR key. */
export const STAFF_LISTS = {
  parents: '/api/admin/parents',
  children: '/api/admin/children',
  activities: '/api/admin/activities',
  videos: '/api/admin/videos',
  applications: '/api/admin/applications',
  messages: '/api/admin/messages',
} as const

type StaffLists = {
  parents: ParentRecord
  children: ChildRecord
  activities: CurriculumActivityRecord
  videos: DevelopmentVideoRecord
  applications: ApplicationRecord
  messages: ContactMessageRecord
}

export type StaffListName = keyof StaffLists

/** One admin list: `records` is undefined while loading. */
export function useStaffList<N extends StaffListName>(name: N) {
  const { data, error, mutate } = useSWR<StaffLists[N][]>(STAFF_LISTS[name])
  return { records: data, error: error as unknown, reload: () => void mutate() }
}

/** How many records an admin list holds (the overview): one record asked for, the total read from the header. */
export function useStaffListTotal(name: StaffListName) {
  const { data, error } = useSWR(totalKeyOf(name), getTotal)
  return { total: data, error: error as unknown }
}
const totalKeyOf = (name: StaffListName) => `${STAFF_LISTS[name]}?limit=1`

/** Reloads the lists a creation changed, and their overview counts. */
export function useRefreshLists() {
  const { mutate } = useSWRConfig()
  return (...names: StaffListName[]) => Promise.all(names.flatMap((name) => [mutate(STAFF_LISTS[name]), mutate(totalKeyOf(name))]))
}

/** A record's child by name, or 'Unknown Child' when the child is not in the list (SPEC §2). */
export function childNameOf(children: readonly ChildRecord[] | undefined, childId: string | null): string {
  if (!children) return 'Loading...'
  const child = children?.find(({ id }) => id === childId)
  return child ? fullName(child) : 'Unknown Child'
}
