'use client'

import { useTranslations } from 'next-intl'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { Button } from '@/components/ui/button'
import { familyListEndpoints } from '@/features/families/endpoints'
import { dailyRecordEndpoints } from '../../../endpoints'
import { AddChildDialog } from '@/components/staff/shared/AddChildDialog'
import { ParentsAndChildrenTabs } from '@/components/staff/shared/ParentsAndChildrenTabs'
import { StaffHeader } from '@/components/staff/shared/StaffHeader'
import { useStaffList } from '@/components/staff/shared/lists'
import { Link } from '@/i18n/navigation'
import { AddDailyActivityDialog, AddMilestoneDialog } from '../ChildRecordDialogs'
import { ChildRecordsList } from '../ChildRecordsList'

/** /admin-db for an admin: parents, and children with their daily activities and milestones. */
export function AdminDbDashboard() {
  const t = useTranslations('staff.db')
  const parents = useStaffList(familyListEndpoints.parents, { toastWhenFailed: true })
  const children = useStaffList(familyListEndpoints.children, { toastWhenFailed: true })
  const dailyActivities = useStaffList(dailyRecordEndpoints.dailyActivities, { toastWhenFailed: true })
  const milestones = useStaffList(dailyRecordEndpoints.milestones, { toastWhenFailed: true })
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
        addParent={familyListEndpoints.addParent}
        childActions={
          <>
            <AddChildDialog variant="basic" parents={parentRecords} endpoint={familyListEndpoints.addChild} />
            <AddDailyActivityDialog childList={childRecords} />
            <AddMilestoneDialog childList={childRecords} />
          </>
        }
        childList={<ChildRecordsList list={children} parents={parentRecords} dailyActivities={dailyActivities} milestones={milestones} />}
      />
    </>
  )
}
