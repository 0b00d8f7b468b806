import { useTranslations } from 'next-intl'

import { fullName, type UserRecord } from '@/contract/records'
import { useFormatDate, useRoleLabel } from './displayLabels'
import { DetailList, ListStatus, RecordGrid } from './RecordCards'
import type { StaffList } from './lists'

/** The parent accounts (SPEC §2: email, username, role, added date, id). */
export function ParentCards({ list }: { list: StaffList<UserRecord> }) {
  const t = useTranslations('staff.shared.parentCards')
  const formatDate = useFormatDate()
  const roleLabel = useRoleLabel()
  const status = <ListStatus list={list} noun={t('what')} emptyText={t('empty')} />
  if (!list.records?.length) return status
  return (
    <RecordGrid label={t('label')}>
      {list.records.map((parent) => (
        <li key={parent.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="mb-2 text-lg font-bold text-ink">{fullName(parent, parent.username)}</h3>
          <DetailList
            details={[
              [t('email'), parent.email ?? t('notProvided')],
              [t('username'), parent.username],
              [t('role'), roleLabel(parent.role)],
              [t('added'), formatDate(parent.createdAt, t('unknown'))],
              [t('id'), <code key="id" className="text-xs">{parent.id}</code>],
            ]}
          />
        </li>
      ))}
    </RecordGrid>
  )
}
