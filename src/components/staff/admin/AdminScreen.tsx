'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { useCurrentUser } from '@/components/session/session'
import { api } from '@/contract/api'
import { Button } from '@/components/ui/button'
import { Link, useRouter } from '@/i18n/navigation'
import { loginPathReturningTo } from '@/lib/redirects'
import { AdminFrame, type AdminTab } from '../shared/AdminFrame'
import { MessageInbox, MessagesTabLabel } from '@/features/messages/screens/staff/MessageInbox'
import { StaffScreen } from '../shared/StaffScreen'
import { useStaffLogout } from '../shared/useLogout'
import { ChildrenTab } from '@/features/families/screens/staff/admin/ChildrenTab'
import { ParentsTab } from '@/features/families/screens/staff/admin/ParentsTab'
import { PhotosTab } from '@/features/photos/screens/staff/PhotosTab'
import { CurriculumTab } from '@/features/family-records/screens/staff/CurriculumTab'
import { VideoLinksTab } from '@/features/family-records/screens/staff/VideoLinksTab'

/**
 * /admin: the admin's management screen. Who may see it is decided by the session (`api.session.currentUser`);
 * anyone else goes to /login, and every list and creation is checked again by the server.
 * `mailReady`: whether a parent may be invited by email (read by the page on the server).
 */
export function AdminScreen({ mailReady }: { mailReady: boolean }) {
  const t = useTranslations('staff.admin')
  const router = useRouter()
  const { user, error, mutate } = useCurrentUser()
  const { logout, leaving } = useStaffLogout('/')
  const turnedAway = user === null || (user !== undefined && user.role !== 'admin')

  useEffect(() => {
    if (turnedAway && !leaving.current) router.replace(loginPathReturningTo('/admin'))
  }, [turnedAway, router, leaving])

  if (error && user === undefined) {
    return (
      <StaffScreen title={t('title')} languageSwitcher>
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
          <p className="text-lg">{t('sessionCheckFailed')}</p>
          <Button onClick={() => void mutate()}>{t('tryAgain')}</Button>
        </div>
      </StaffScreen>
    )
  }
  const tabs: AdminTab[] = [
    {
      value: 'parents',
      label: t('tabs.parents'),
      content: <ParentsTab mailReady={mailReady} />,
      count: { label: t('counts.parents'), list: api.admin.parents },
    },
    { value: 'children', label: t('tabs.children'), content: <ChildrenTab />, count: { label: t('counts.children'), list: api.admin.children } },
    {
      value: 'curriculum',
      label: t('tabs.curriculum'),
      content: <CurriculumTab />,
      count: { label: t('counts.activities'), list: api.admin.activities },
    },
    { value: 'videos', label: t('tabs.videos'), content: <VideoLinksTab />, count: { label: t('counts.videos'), list: api.admin.videos } },
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
          <Button onClick={() => void logout()}>{t('logout')}</Button>
        </>
      }
    />
  )
}
