'use client'

import { Badge } from './ListState'
import { fullName, useStaffList } from './lists'
import { RecordList } from './RecordList'

/** The parent accounts: name, username, email; with `withIds`, their ids and a Parent badge (/admin). */
export function ParentAccountList({ withIds = false }: { withIds?: boolean }) {
  const parents = useStaffList('parents')
  return (
    <RecordList
      list={parents}
      what="parents"
      empty="No parent accounts yet."
      item={(parent) => ({
        title: fullName(parent) || parent.username,
        badge: withIds && <Badge>Parent</Badge>,
        facts: [
          ['Username', parent.username],
          ['Email', parent.email || 'Not provided'],
          ['ID', withIds && parent.id],
        ],
      })}
    />
  )
}
