'use client'

import { zodResolver } from '@hookform/resolvers/zod'

import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { ApiError, send } from '@/contract/client'
import { fullName } from '@/contract/records'
import { ADMIN_AGE_GROUP_LABELS } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import { childFormSchema, type ChildFormInput } from '@/contract/schemas/child'
import { ChildrenFormTab } from '../shared/ChildrenFormTab'
import { emptyChild } from '../shared/fieldGroups'
import { useStaffList } from '../shared/lists'
import { useAddRecordForm } from '../shared/useAddRecordForm'

/** /admin's age groups are free-text labels: the label is the stored value. */
const AGE_GROUPS = ADMIN_AGE_GROUP_LABELS.map((label) => ({ value: label, label }))

export function ChildrenTab() {
  const parents = useStaffList(api.admin.parents)
  const form = useAddRecordForm<ChildFormInput>({
    idPrefix: 'admin-child',
    blank: emptyChild,
    resolver: zodResolver(childFormSchema),
    send: (child) => send(api.admin.addChild, child),
    created: (child) => toast({ title: 'Child Added', description: `${fullName(child)} is now enrolled.` }),
    failed: (error) =>
      toast(
        error instanceof ApiError
          ? { title: 'Failed to add child', description: error.serverMessage ?? undefined, variant: 'destructive' }
          : { title: 'Error', description: 'Failed to add child. Please try again.', variant: 'destructive' },
      ),
    lists: [api.admin.children],
  })

  const parentName = (parentId: string | null) => {
    const parent = parents.records?.find(({ id }) => id === parentId)
    return parent ? fullName(parent) || parent.username : null
  }

  return (
    <ChildrenFormTab
      form={form}
      ageGroups={AGE_GROUPS}
      parents={parents.records}
      facts={(child) => [
        ['Born', formatDate(child.dateOfBirth)],
        ['Enrolled', formatDate(child.enrollmentDate)],
        ['Child ID', child.id],
        ['Age group', child.ageGroup],
        ['Parent', [parentName(child.parentId), child.parentId && `ID ${child.parentId}`].filter(Boolean).join(', ')],
      ]}
    />
  )
}
