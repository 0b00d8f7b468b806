'use client'

import type React from 'react'

import type { ChildFormInput } from '@/contract/schemas/child'
import type { Option } from './fields'
import { FormListTab } from './FormListTab'
import { api } from '@/contract/api'
import { fullName, type ChildRecord, type UserRecord } from '@/contract/records'
import { useStaffList } from './lists'
import { RecordList } from './RecordList'
import { ChildFields } from './recordFields'
import type { AddRecordForm } from './useAddRecordForm'

/** Both admin screens' Children tab: the Add Child form beside the children, each with the screen's own `facts`. */
export function ChildrenFormTab({
  idPrefix,
  form,
  ageGroups,
  parents,
  facts,
}: {
  idPrefix: string
  form: AddRecordForm<ChildFormInput>
  ageGroups: readonly Option[]
  parents: readonly UserRecord[] | undefined
  facts: (child: ChildRecord) => [label: string, value: React.ReactNode][]
}) {
  const children = useStaffList(api.admin.children)
  return (
    <FormListTab
      formTitle="Add Child"
      onSubmit={form.onSubmit}
      fields={<ChildFields idPrefix={idPrefix} register={form.register} errors={form.errors} ageGroups={ageGroups} parents={parents} />}
      submitLabel="Add Child"
      pendingLabel="Adding Child..."
      pending={form.isSubmitting}
      listTitle="Children"
      list={<RecordList list={children} what="children" empty="No children yet." item={(child) => ({ title: fullName(child), facts: facts(child) })} />}
    />
  )
}
