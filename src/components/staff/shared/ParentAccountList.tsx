'use client'

import { Badge, ListState, RecordFacts, RecordItem } from './ListState'
import { fullName, useStaffList } from './lists'

/** The parent accounts: name, username, email; with `withIds`, their ids and a Parent badge (/admin). */
export function ParentAccountList({ withIds = false }: { withIds?: boolean }) {
  const parents = useStaffList('parents')
  return (
    <ListState {...parents} what="parents" empty="No parent accounts yet.">
      {(records) => (
        <ul className="flex flex-col gap-3">
          {records.map((parent) => (
            <RecordItem key={parent.id} title={fullName(parent) || parent.username} badge={withIds && <Badge>Parent</Badge>}>
              <RecordFacts
                facts={[
                  ['Username', parent.username],
                  ['Email', parent.email || 'Not provided'],
                  ['ID', withIds && parent.id],
                ]}
              />
            </RecordItem>
          ))}
        </ul>
      )}
    </ListState>
  )
}
