'use client'

import { useTranslations } from 'next-intl'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { Button } from '@/components/ui/button'
import { api } from '@/contract/api'
import { AddChildDialog } from '@/components/staff/shared/AddChildDialog'
import { ParentsAndChildrenTabs } from '@/components/staff/shared/ParentsAndChildrenTabs'
import { StaffHeader } from '@/components/staff/shared/StaffHeader'
import { useStaffList } from '@/components/staff/shared/lists'
import { Link } from '@/i18n/navigation'
import { AddDailyActivityDialog, AddMilestoneDialog } from '@/features/family-records/screens/staff/ChildRecordDialogs'
import { ChildRecordsList } from './ChildRecordsList'

/** /admin-db for an admin: parents, and children with their daily activities and milestones. */
export function AdminDbDashboard() {
  const t = useTranslations('staff.db')
  const parents = useStaffList(api.records.parents, { toastWhenFailed: true })
  const children = useStaffList(api.records.children, { toastWhenFailed: true })
  const dailyActivities = useStaffList(api.records.dailyActivities, { toastWhenFailed: true })
  const milestones = useStaffList(api.records.milestones, { toastWhenFailed: true })
  const parentRecords = parents.records ?? []
  const childRecords = children.records ?? []

  return (
    <>
      <StaffHeader title={t('title')} description={t('description')}>
        <LanguageSwitcher />
        <Button asChild variant="outline">
          <Link href="/">{t('mainSite')}</Link>
        </Button>
      </StaffHeader>
      <ParentsAndChildrenTabs
        parents={parents}
        childActions={
          <>
            <AddChildDialog variant="basic" parents={parentRecords} />
            <AddDailyActivityDialog childList={childRecords} />
            <AddMilestoneDialog childList={childRecords} />
          </>
        }
        childList={<ChildRecordsList list={children} parents={parentRecords} dailyActivities={dailyActivities} milestones={milestones} />}
      />
    </>
  )
}
