'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { api } from '@/contract/api'
import type { ResponseOf } from '@/contract/endpoint'
import { fetchJsonOrNullOn401 } from '@/lib/swr'
import { AdminFrame, type AdminTab } from '../shared/AdminFrame'
import { useStaffLogout } from '../shared/useLogout'
import { ApplicationsTab } from './ApplicationsTab'
import { AuditTab } from './AuditTab'
import { ChildrenTab } from './ChildrenTab'
import { EnrollmentTab } from './EnrollmentTab'
import { MessagesTab } from './MessagesTab'
import { OverRatioAlert } from './OverRatioAlert'
import { ParentsTab } from './ParentsTab'
import { VideosTab } from './VideosTab'

const LOGIN_PATH = '/admin-login'

/** SPEC §7: `api.session.dashboardUser` answers `{ success, user }`, or 401 when nobody is signed in. */
const CURRENT_USER_KEY = api.session.dashboardUser.path
/** Read warily: a reply without `success` or `user` is taken as "not signed in", whatever the contract says. */
type CurrentUserReply = Partial<ResponseOf<typeof api.session.dashboardUser>>

/** SPEC §8 */
const AUTHENTICATION_REQUIRED = { title: 'Authentication Required', description: 'Please log in to access the admin dashboard.', variant: 'destructive' as const }
const ACCESS_DENIED = { title: 'Access Denied', description: 'Admin access required.', variant: 'destructive' as const }

/** The tabs; `mailReady`: whether a parent may be invited by email (read by the page on the server). */
const tabs = (mailReady: boolean): AdminTab[] => [
  { value: 'children', label: 'Children', content: <ChildrenTab />, count: { label: 'Children', list: api.admin.children } },
  { value: 'parents', label: 'Parents', content: <ParentsTab mailReady={mailReady} />, count: { label: 'Parents', list: api.admin.parents } },
  { value: 'videos', label: 'Videos', content: <VideosTab />, count: { label: 'Development Videos', list: api.admin.videos } },
  { value: 'apps', label: 'Apps', content: <ApplicationsTab />, count: { label: 'New Applications', list: api.admin.applications } },
  // The enrollment pipeline (issue 17): the applications by status, the waiting list, Enroll.
  { value: 'enrollment', label: 'Enrollment', content: <EnrollmentTab /> },
  { value: 'messages', label: 'Messages', content: <MessagesTab /> },
  // The audit log of children's records (issue 17): who opened or changed what, filtered by child, account and dates.
  { value: 'audit', label: 'Audit log', content: <AuditTab /> },
]

/**
 * /admin-dashboard: the second admin screen. Any failure of the current-user call, or a user who is not
 * an admin, is sent to /admin-login with a toast saying why. The server checks every list and creation.
 */
export function AdminDashboardScreen({ mailReady }: { mailReady: boolean }) {
  const router = useRouter()
  const { data, error } = useSWR<CurrentUserReply | null>(CURRENT_USER_KEY, fetchJsonOrNullOn401)
  const { logout, leaving } = useStaffLogout(LOGIN_PATH)
  const announced = useRef(false)
  const user = data?.success ? data.user : undefined
  const refusal = error || data === null || (data && !user) ? AUTHENTICATION_REQUIRED : user && user.role !== 'admin' ? ACCESS_DENIED : null

  useEffect(() => {
    if (!refusal || leaving.current || announced.current) return
    announced.current = true
    toast(refusal)
    router.replace(LOGIN_PATH)
  }, [refusal, router, leaving])

  return (
    <AdminFrame
      user={user}
      sectionsLabel="Admin dashboard sections"
      tabs={tabs(mailReady)}
      notice={<OverRatioAlert />}
      actions={<Button onClick={() => void logout()}>Logout</Button>}
    />
  )
}
