'use client'

import { useTranslations } from 'next-intl'

import { labelOf } from '@/components/forms/choices'
import { toast } from '@/components/ui/use-toast'
import { familyAdminEndpoints } from '../../../endpoints'
import { send } from '@/contract/client'
import { fullName } from '@/contract/records'
import { DASHBOARD_AGE_GROUPS } from '@/lib/constants'
import type { ChildFormInput } from '@/contract/schemas/child'
import { useFormatDate } from '@/components/staff/shared/displayLabels'
import { ChildrenFormTab } from '../ChildrenFormTab'
import { useStaffList } from '@/components/staff/shared/lists'
import { emptyChild } from '@/components/staff/shared/fieldGroups'
import { useAddRecordForm } from '@/components/staff/shared/useAddRecordForm'

/** Add a child. SPEC §5: no checks in the browser here; the server's messages appear on the fields. */
export function ChildrenTab() {
  const t = useTranslations('staff.dashboard')
  const formatDay = useFormatDate()
  const parents = useStaffList(familyAdminEndpoints.parents)
  const form = useAddRecordForm<ChildFormInput>({
    idPrefix: 'dashboard-child',
    blank: emptyChild,
    send: (child) => send(familyAdminEndpoints.addChild, child),
    created: (child) => toast({ title: t('children.added'), description: t('children.addedDescription', { name: fullName(child) }) }),
    failed: () => toast({ title: t('error'), description: t('children.failedRetry'), variant: 'destructive' }),
    lists: [familyAdminEndpoints.children],
  })
  // The stored values stay; their labels are the page's language.
  const ageGroups = DASHBOARD_AGE_GROUPS.map(({ value }) => ({ value, label: t(`dashboardAgeGroups.${value}`) }))

  return (
    <ChildrenFormTab
      form={form}
      ageGroups={ageGroups}
      parents={parents.records}
      facts={(child) => [
        [t('children.ageGroup'), labelOf(ageGroups, child.ageGroup)],
        [t('children.enrolled'), formatDay(child.enrollmentDate)],
      ]}
    />
  )
}
