'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { type SessionUser, useCurrentUser, useEndSession } from '@/components/session/session'
import { toast } from '@/components/ui/use-toast'
import { StaffScreenMessage } from '@/components/staff/shared/StaffHeader'
import { AdminAccessGate } from './AdminAccessGate'
import { setAdminFlag, useAdminFlag } from './adminFlag'
import { SecureAdminDashboard } from './SecureAdminDashboard'

/**
 * /secure-admin (SPEC §4): the gate until the password is accepted; then the dashboard, restored on
 * reload by the session-storage flag for as long as the server session is an admin's.
 */
export function SecureAdminScreen() {
  const flag = useAdminFlag()
  const { user, error, mutate } = useCurrentUser()
  const endSession = useEndSession()
  const t = useTranslations('staff.secureAdmin')
  const sessionIsAdmin = user?.role === 'admin'
  // The flag outlived the session (expired, or signed out elsewhere): back to the gate.
  const flagIsStale = flag === true && user !== undefined && !sessionIsAdmin

  useEffect(() => {
    if (flagIsStale) setAdminFlag(false)
  }, [flagIsStale])

  async function accessGranted(signedIn: SessionUser) {
    await mutate(signedIn, { revalidate: false })
    setAdminFlag(true)
  }

  async function logout() {
    await endSession()
    setAdminFlag(false)
    toast({ title: t('loggedOut'), description: t('loggedOutDescription') })
  }

  if (flag && sessionIsAdmin) return <SecureAdminDashboard onLogout={logout} />
  if (flag === null || (flag && user === undefined && !error)) {
    return (
      <StaffScreenMessage title={t('title')} languageSwitcher>
        <p role="status" className="text-lg text-ink-soft">
          {t('loading')}
        </p>
      </StaffScreenMessage>
    )
  }
  return <AdminAccessGate onAccessGranted={accessGranted} />
}
