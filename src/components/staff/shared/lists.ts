'use client'

import useSWR, { useSWRConfig } from 'swr'

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

/** Reloads the lists a creation changed (their lists and the overview counts share the keys). */
export function useRefreshLists() {
  const { mutate } = useSWRConfig()
  return (...names: StaffListName[]) => Promise.all(names.map((name) => mutate(STAFF_LISTS[name])))
}

/** A record's child by name, or 'Unknown Child' when the child is not in the list (SPEC §2). */
export function childNameOf(children: readonly ChildRecord[] | undefined, childId: string | null): string {
  if (!children) return 'Loading...'
  const child = children?.find(({ id }) => id === childId)
  return child ? fullName(child) : 'Unknown Child'
}
