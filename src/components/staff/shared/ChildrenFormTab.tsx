'use client'

import type React from 'react'

import type { Choice } from '@/components/forms/choices'
import { api } from '@/contract/api'
import { fullName, type ChildRecord, type UserRecord } from '@/contract/records'
import type { ChildFormInput } from '@/contract/schemas/child'
import { ChildFields } from './fieldGroups'
import { FormListTab } from './FormListTab'
import { useStaffList } from './lists'
import { RecordList } from './RecordList'
import type { AddRecordForm } from './useAddRecordForm'

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
  const children = useStaffList(api.admin.children)
  return (
    <FormListTab
      formTitle="Add Child"
      onSubmit={form.onSubmit}
      fields={<ChildFields field={form.field} ageGroups={ageGroups} parents={parents} />}
      submitLabel="Add Child"
      pendingLabel="Adding Child..."
      pending={form.isSubmitting}
      listTitle="Children"
      list={<RecordList list={children} what="children" empty="No children yet." item={(child) => ({ title: fullName(child), facts: facts(child) })} />}
    />
  )
}
