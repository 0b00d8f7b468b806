'use client'

import { Badge } from './ListState'
import { api } from '@/contract/api'
import { fullName } from '@/contract/records'
import { useStaffList } from './lists'
import { RecordList } from './RecordList'

/** The parent accounts: name, username, email; with `withIds`, their ids and a Parent badge (/admin). */
export function ParentAccountList({ withIds = false }: { withIds?: boolean }) {
  const parents = useStaffList(api.admin.parents)
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
