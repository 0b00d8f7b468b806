import { formatDate } from '@/lib/dates'
import { fullName, type ServerParent } from './records'
import { DetailList, ListStatus, RecordGrid } from './StaffListParts'
import type { StaffList } from './useStaffList'

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1)

/** The parent accounts (SPEC §2: email, username, role, added date, id). */
export function ParentList({ list }: { list: StaffList<ServerParent> }) {
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
              ['Role', roleLabel(parent.role)],
              ['Added', formatDate(parent.createdAt, 'Unknown')],
              ['ID', <code key="id" className="text-xs">{parent.id}</code>],
            ]}
          />
        </li>
      ))}
    </RecordGrid>
  )
}
