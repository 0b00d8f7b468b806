'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useCurrentUser } from '@/components/session/session'
import { api } from '@/contract/api'
import { Button } from '@/components/ui/button'
import { loginPathReturningTo } from '@/lib/redirects'
import { ADMIN_TITLE, AdminFrame, type AdminTab } from '../shared/AdminFrame'
import { MessageInbox, MessagesTabLabel } from '../shared/MessageInbox'
import { StaffScreen } from '../shared/StaffScreen'
import { useStaffLogout } from '../shared/useLogout'
import { ChildrenTab } from './ChildrenTab'
import { CurriculumTab } from './CurriculumTab'
import { ParentsTab } from './ParentsTab'
import { PhotosTab } from './PhotosTab'
import { VideosTab } from './VideosTab'

/** The tabs; `mailReady`: whether a parent may be invited by email (read by the page on the server). */
const tabs = (mailReady: boolean): AdminTab[] => [
  { value: 'parents', label: 'Parents', content: <ParentsTab mailReady={mailReady} />, count: { label: 'Total Parents', list: api.admin.parents } },
  { value: 'children', label: 'Children', content: <ChildrenTab />, count: { label: 'Children', list: api.admin.children } },
  { value: 'curriculum', label: 'Curriculum', content: <CurriculumTab />, count: { label: 'Curriculum Activities', list: api.admin.activities } },
  { value: 'videos', label: 'Videos', content: <VideosTab />, count: { label: 'Development Videos', list: api.admin.videos } },
  { value: 'photos', label: 'Photos', content: <PhotosTab /> },
  { value: 'messages', label: <MessagesTabLabel />, content: <MessageInbox /> },
]

/**
 * /admin: the admin's management screen. Who may see it is decided by the session (`api.session.currentUser`);
 * anyone else goes to /login, and every list and creation is checked again by the server.
 */
export function AdminScreen({ mailReady }: { mailReady: boolean }) {
  const router = useRouter()
  const { user, error, mutate } = useCurrentUser()
  const { logout, leaving } = useStaffLogout('/')
  const turnedAway = user === null || (user !== undefined && user.role !== 'admin')

  useEffect(() => {
    if (turnedAway && !leaving.current) router.replace(loginPathReturningTo('/admin'))
  }, [turnedAway, router, leaving])

  if (error && user === undefined) {
    return (
      <StaffScreen title={ADMIN_TITLE}>
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
          <p className="text-lg">We could not check your session. Please try again.</p>
          <Button onClick={() => void mutate()}>Try again</Button>
        </div>
      </StaffScreen>
    )
  }
  return (
    <AdminFrame
      user={user}
      sectionsLabel="Admin sections"
      tabs={tabs(mailReady)}
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/">Main Site</Link>
          </Button>
          <Button onClick={() => void logout()}>Logout</Button>
        </>
      }
    />
  )
}
