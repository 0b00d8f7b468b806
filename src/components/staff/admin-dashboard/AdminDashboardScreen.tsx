'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { useEndpointOrNullOn401 } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { sessionCoreEndpoints } from '@/contract/session'
import { familyAdminEndpoints } from '@/features/families/endpoints'
import { familyRecordAdminEndpoints } from '@/features/family-records/endpoints'
import { applicationAdminEndpoints } from '@/features/applications/endpoints'
import type { ResponseOf } from '@/contract/endpoint'
import { useRouter } from '@/i18n/navigation'
import { AdminFrame, type AdminTab } from '../shared/AdminFrame'
import { StaffAreaLinks } from '../shared/StaffAreaLinks'
import { useStaffLogout } from '../shared/useLogout'
import { AuditTab } from '@/features/audit/screens/staff/AuditTab'
import { ChildrenTab } from '@/features/families/screens/staff/admin-dashboard/ChildrenTab'
import { OverRatioAlert } from '@/features/ratios/screens/staff/OverRatioAlert'
import { ParentsTab } from '@/features/families/screens/staff/admin-dashboard/ParentsTab'
import { ApplicationsTab } from '@/features/applications/screens/staff/ApplicationsTab'
import { EnrollmentTab } from '@/features/applications/screens/staff/EnrollmentTab'
import { ContactMessagesTab } from '@/features/contact/screens/staff/ContactMessagesTab'
import { VideoUploadTab } from '@/features/family-records/screens/staff/VideoUploadTab'

const LOGIN_PATH = '/admin-login'

/** SPEC §7: `sessionCoreEndpoints.dashboardUser` answers `{ success, user }`, or 401 when nobody is signed in. */
/** Read warily: a reply without `success` or `user` is taken as "not signed in", whatever the contract says. */
type CurrentUserReply = Partial<ResponseOf<typeof sessionCoreEndpoints.dashboardUser>>

/** Why the screen turns a visitor away (SPEC §8: the toast's words are the catalogue's `staff.dashboard.{refusal}`). */
type Refusal = 'authenticationRequired' | 'accessDenied'

/**
 * /admin-dashboard: the second admin screen. Any failure of the current-user call, or a user who is not
 * an admin, is sent to /admin-login with a toast saying why. The server checks every list and creation.
 * `mailReady`: whether a parent may be invited by email (read by the page on the server).
 */
export function AdminDashboardScreen({ mailReady }: { mailReady: boolean }) {
  const t = useTranslations('staff.dashboard')
  const router = useRouter()
  const { data: reply, error } = useEndpointOrNullOn401(sessionCoreEndpoints.dashboardUser)
  const data: CurrentUserReply | null | undefined = reply
  const { logout, leaving } = useStaffLogout(LOGIN_PATH)
  const announced = useRef(false)
  const user = data?.success ? data.user : undefined
  const refusal: Refusal | null =
    error || data === null || (data && !user) ? 'authenticationRequired' : user && user.role !== 'admin' ? 'accessDenied' : null

  useEffect(() => {
    if (!refusal || leaving.current || announced.current) return
    announced.current = true
    toast({ title: t(`${refusal}.title`), description: t(`${refusal}.description`), variant: 'destructive' })
    router.replace(LOGIN_PATH)
  }, [refusal, router, leaving, t])

  const tabs: AdminTab[] = [
    { value: 'children', label: t('tabs.children'), content: <ChildrenTab />, count: { label: t('counts.children'), list: familyAdminEndpoints.children } },
    {
      value: 'parents',
      label: t('tabs.parents'),
      content: <ParentsTab mailReady={mailReady} />,
      count: { label: t('counts.parents'), list: familyAdminEndpoints.parents },
    },
    { value: 'videos', label: t('tabs.videos'), content: <VideoUploadTab />, count: { label: t('counts.videos'), list: familyRecordAdminEndpoints.videos } },
    { value: 'apps', label: t('tabs.apps'), content: <ApplicationsTab />, count: { label: t('counts.applications'), list: applicationAdminEndpoints.applications } },
    // The enrollment pipeline: the applications by status, the waiting list, Enroll.
    { value: 'enrollment', label: t('tabs.enrollment'), content: <EnrollmentTab /> },
    { value: 'messages', label: t('tabs.messages'), content: <ContactMessagesTab /> },
    // The audit log of children's records: who opened or changed what, filtered by child, account and dates.
    { value: 'audit', label: t('tabs.audit'), content: <AuditTab /> },
  ]

  return (
    <AdminFrame
      user={user}
      sectionsLabel={t('sectionsLabel')}
      tabs={tabs}
      notice={<OverRatioAlert />}
      languageSwitcher
      actions={
        <>
          <StaffAreaLinks label={(area) => t(area)} />
          <Button onClick={() => void logout()}>{t('logout')}</Button>
        </>
      }
    />
  )
}
