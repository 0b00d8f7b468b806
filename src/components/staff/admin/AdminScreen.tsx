'use client'

import { useTranslations } from 'next-intl'

import { familyAdminEndpoints } from '@/features/families/endpoints'
import { familyRecordAdminEndpoints } from '@/features/family-records/endpoints'
import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { AdminFrame, type AdminTab } from '../shared/AdminFrame'
import { StaffAreaLinks } from '../shared/StaffAreaLinks'
import { MessageInbox, MessagesTabLabel } from '@/features/messages/screens/staff/MessageInbox'
import { SessionCheckFailed, useAdminGate } from '../shared/useAdminGate'
import { ChildrenTab } from '@/features/families/screens/staff/admin/ChildrenTab'
import { ParentsTab } from '@/features/families/screens/staff/admin/ParentsTab'
import { PhotosTab } from '@/features/photos/screens/staff/PhotosTab'
import { CurriculumTab } from '@/features/family-records/screens/staff/CurriculumTab'
import { VideoLinksTab } from '@/features/family-records/screens/staff/VideoLinksTab'

/**
 * /admin: the admin's management screen. Who may see it is decided by the session (`sessionCoreEndpoints.currentUser`);
 * anyone else goes to /login, and every list and creation is checked again by the server.
 * `mailReady`: whether a parent may be invited by email (read by the page on the server).
 */
export function AdminScreen({ mailReady }: { mailReady: boolean }) {
  const t = useTranslations('staff.admin')
  const { user, logout, checkFailed, retry } = useAdminGate('/admin')

  if (checkFailed) return <SessionCheckFailed title={t('title')} message={t('sessionCheckFailed')} retryLabel={t('tryAgain')} onRetry={retry} />
  const tabs: AdminTab[] = [
    {
      value: 'parents',
      label: t('tabs.parents'),
      content: <ParentsTab mailReady={mailReady} />,
      count: { label: t('counts.parents'), list: familyAdminEndpoints.parents },
    },
    { value: 'children', label: t('tabs.children'), content: <ChildrenTab />, count: { label: t('counts.children'), list: familyAdminEndpoints.children } },
    {
      value: 'curriculum',
      label: t('tabs.curriculum'),
      content: <CurriculumTab />,
      count: { label: t('counts.activities'), list: familyRecordAdminEndpoints.activities },
    },
    { value: 'videos', label: t('tabs.videos'), content: <VideoLinksTab />, count: { label: t('counts.videos'), list: familyRecordAdminEndpoints.videos } },
    { value: 'photos', label: t('tabs.photos'), content: <PhotosTab /> },
    { value: 'messages', label: <MessagesTabLabel />, content: <MessageInbox /> },
  ]
  return (
    <AdminFrame
      user={user}
      sectionsLabel={t('sectionsLabel')}
      tabs={tabs}
      languageSwitcher
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/">{t('mainSite')}</Link>
          </Button>
          <StaffAreaLinks label={(area) => t(area)} />
          <Button onClick={() => void logout()}>{t('logout')}</Button>
        </>
      }
    />
  )
}
