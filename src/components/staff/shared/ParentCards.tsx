import { fullName, type UserRecord } from '@/contract/records'
import { formatDate } from '@/lib/dates'
import { capitalized } from '@/lib/utils'
import { DetailList, ListStatus, RecordGrid } from './RecordCards'
import type { StaffList } from './lists'

/** The parent accounts (SPEC §2: email, username, role, added date, id). */
export function ParentCards({ list }: { list: StaffList<UserRecord> }) {
  const status = <ListStatus list={list} noun="parents" emptyText="No parents added yet." />
  if (!list.records?.length) return status
  return (
    <RecordGrid label="Parents">
      {list.records.map((parent) => (
        <li key={parent.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="mb-2 text-lg font-bold text-ink">{fullName(parent, parent.username)}</h3>
          <DetailList
            details={[
              ['Email', parent.email ?? 'Not provided'],
              ['Username', parent.username],
              ['Role', capitalized(parent.role)],
              ['Added', formatDate(parent.createdAt, 'Unknown')],
              ['ID', <code key="id" className="text-xs">{parent.id}</code>],
            ]}
          />
        </li>
      ))}
    </RecordGrid>
  )
}
