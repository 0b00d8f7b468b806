'use client'

import { labelOf } from '@/components/forms/choices'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import { send } from '@/contract/client'
import { fullName } from '@/contract/records'
import { DASHBOARD_AGE_GROUPS } from '@/lib/constants'
import { formatDate } from '@/lib/dates'
import type { ChildFormInput } from '@/contract/schemas/child'
import { ChildrenFormTab } from '../shared/ChildrenFormTab'
import { useStaffList } from '../shared/lists'
import { emptyChild } from '../shared/fieldGroups'
import { useAddRecordForm } from '../shared/useAddRecordForm'

/** Add a child. SPEC §5: no checks in the browser here; the server's messages appear on the fields. */
export function ChildrenTab() {
  const parents = useStaffList(api.admin.parents)
  const form = useAddRecordForm<ChildFormInput>({
    idPrefix: 'dashboard-child',
    blank: emptyChild,
    send: (child) => send(api.admin.addChild, child),
    created: (child) => toast({ title: 'Child Added', description: `${fullName(child)} is now enrolled.` }),
    failed: () => toast({ title: 'Error', description: 'Failed to add child. Please try again.', variant: 'destructive' }),
    lists: [api.admin.children],
  })

  return (
    <ChildrenFormTab
      form={form}
      ageGroups={DASHBOARD_AGE_GROUPS}
      parents={parents.records}
      facts={(child) => [
        ['Age group', labelOf(DASHBOARD_AGE_GROUPS, child.ageGroup)],
        ['Enrolled', formatDate(child.enrollmentDate)],
      ]}
    />
  )
}
