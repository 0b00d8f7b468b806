'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import type { Choice } from '@/components/forms/choices'
import { familyAdminEndpoints } from '../../endpoints'
import { fullName, type ChildRecord, type UserRecord } from '@/contract/records'
import type { ChildFormInput } from '@/contract/schemas/child'
import { ChildFields } from '@/components/staff/shared/fieldGroups'
import { FormListTab } from '@/components/staff/shared/FormListTab'
import { useStaffList } from '@/components/staff/shared/lists'
import { RecordList } from '@/components/staff/shared/RecordList'
import type { AddRecordForm } from '@/components/staff/shared/useAddRecordForm'

/** Both admin screens' Children tab: the Add Child form beside the children, each with the screen's own `facts`. */
export function ChildrenFormTab({
  form,
  ageGroups,
  parents,
  facts,
}: {
  form: AddRecordForm<ChildFormInput>
  ageGroups: readonly Choice[]
  parents: readonly UserRecord[] | undefined
  facts: (child: ChildRecord) => [label: string, value: React.ReactNode][]
}) {
  const children = useStaffList(familyAdminEndpoints.children)
  const t = useTranslations('staff.shared.childrenTab')
  return (
    <FormListTab
      formTitle={t('formTitle')}
      onSubmit={form.onSubmit}
      fields={<ChildFields field={form.field} ageGroups={ageGroups} parents={parents} />}
      submitLabel={t('submit')}
      pendingLabel={t('pending')}
      pending={form.isSubmitting}
      listTitle={t('listTitle')}
      list={<RecordList list={children} what={t('what')} empty={t('empty')} item={(child) => ({ title: fullName(child), facts: facts(child) })} />}
    />
  )
}
