'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { useEndpointOrNullOn401 } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { sessionCoreEndpoints } from '@/contract/session'
import type { ResponseOf } from '@/contract/endpoint'
import { useRouter } from '@/i18n/navigation'
import { AdminFrame, adminTabs } from '../shared/AdminFrame'
import type { AdminScreenSections, DashboardText } from '../shared/sections'
import { StaffAreaLinks } from '../shared/StaffAreaLinks'
import { useStaffLogout } from '../shared/useLogout'

const LOGIN_PATH = '/admin-login'

/** SPEC §7: `sessionCoreEndpoints.dashboardUser` answers `{ success, user }`, or 401 when nobody is signed in. */
/** Read warily: a reply without `success` or `user` is taken as "not signed in", whatever the contract says. */
type CurrentUserReply = Partial<ResponseOf<typeof sessionCoreEndpoints.dashboardUser>>

/** Why the screen turns a visitor away (SPEC §8: the toast's words are the catalogue's `staff.dashboard.{refusal}`). */
type Refusal = 'authenticationRequired' | 'accessDenied'

/**
 * /admin-dashboard: the second admin screen. Any failure of the current-user call, or a user who is not
 * an admin, is sent to /admin-login with a toast saying why. The server checks every list and creation.
 * `mailReady`: whether a parent may be invited by email (read by the page on the server). The tabs, the
 * notice above them and the staff areas are the features' (`sections`, composed by src/registry/screens/staff.tsx):
 * children, parents, videos, applications, enrollment, messages, audit; the over-ratio alert.
 */
export function AdminDashboardScreen({ mailReady, sections }: { mailReady: boolean; sections: AdminScreenSections<DashboardText> }) {
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

  const tabs = adminTabs(sections.tabs, (key) => t(key), { mailReady })

  return (
    <AdminFrame
      user={user}
      sectionsLabel={t('sectionsLabel')}
      tabs={tabs}
      notice={sections.notices.map(({ id, Notice }) => (
        <Notice key={id} />
      ))}
      languageSwitcher
      actions={
        <>
          <StaffAreaLinks areas={sections.staffAreas} label={(area) => t(area)} />
          <Button onClick={() => void logout()}>{t('logout')}</Button>
        </>
      }
    />
  )
}
