import type React from 'react'
import { Fragment } from 'react'

import { type ChildRecord, fullName, type UserRecord } from '@/contract/records'
import { formatDate } from '@/lib/dates'
import { labelOf } from '@/components/forms/choices'
import { SERVER_ADMIN_AGE_GROUPS } from '@/lib/constants'
import { type Detail, ListStatus, RecordGrid } from './RecordCards'
import type { StaffList } from './lists'

/**
 * The children of /admin-db and /secure-admin: the list's status, or each child's card, drawn by
 * `card` from the facts both screens show first (birth, age group, enrollment, parent).
 */
export function ChildCards({
  list,
  parents,
  card,
}: {
  list: StaffList<ChildRecord>
  parents: UserRecord[]
  card: (child: ChildRecord, basics: Detail[]) => React.ReactNode
}) {
  const status = <ListStatus list={list} noun="children" emptyText="No children added yet. Add a parent first, then the child." />
  if (!list.records?.length) return status
  const parentById = new Map(parents.map((parent) => [parent.id, parent]))
  return (
    <RecordGrid label="Children">
      {list.records.map((child) => {
        const parent = child.parentId ? parentById.get(child.parentId) : undefined
        const basics: Detail[] = [
          ['Date of Birth', formatDate(child.dateOfBirth, 'Unknown')],
          ['Age Group', labelOf(SERVER_ADMIN_AGE_GROUPS, child.ageGroup, 'Not set')],
          ['Enrolled', formatDate(child.enrollmentDate, 'Unknown')],
          ['Parent', parent ? fullName(parent, parent.username) : 'Unknown'],
        ]
        return <Fragment key={child.id}>{card(child, basics)}</Fragment>
      })}
    </RecordGrid>
  )
}
