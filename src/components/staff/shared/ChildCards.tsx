import { useTranslations } from 'next-intl'
import type React from 'react'
import { Fragment } from 'react'

import { type ChildRecord, fullName, type UserRecord } from '@/contract/records'
import { labelOf } from '@/components/forms/choices'
import { useFormatDate, useServerAdminAgeGroups } from './displayLabels'
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
  const t = useTranslations('staff.shared.childCards')
  const formatDate = useFormatDate()
  const ageGroups = useServerAdminAgeGroups()
  const status = <ListStatus list={list} noun={t('what')} emptyText={t('empty')} />
  if (!list.records?.length) return status
  const parentById = new Map(parents.map((parent) => [parent.id, parent]))
  return (
    <RecordGrid label={t('label')}>
      {list.records.map((child) => {
        const parent = child.parentId ? parentById.get(child.parentId) : undefined
        const basics: Detail[] = [
          [t('dateOfBirth'), formatDate(child.dateOfBirth, t('unknown'))],
          [t('ageGroup'), labelOf(ageGroups, child.ageGroup, t('notSet'))],
          [t('enrolled'), formatDate(child.enrollmentDate, t('unknown'))],
          [t('parent'), parent ? fullName(parent, parent.username) : t('unknownParent')],
        ]
        return <Fragment key={child.id}>{card(child, basics)}</Fragment>
      })}
    </RecordGrid>
  )
}
