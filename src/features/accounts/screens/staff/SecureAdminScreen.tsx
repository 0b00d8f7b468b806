'use client'

import { useTranslations } from 'next-intl'
import { createContext, type ReactNode, useContext, useEffect } from 'react'

import { type SessionUser, useCurrentUser, useEndSession } from '@/components/session/session'
import { toast } from '@/components/ui/use-toast'
import { StaffScreenMessage } from '@/components/staff/shared/StaffHeader'
import { AdminAccessGate } from './AdminAccessGate'
import { setAdminFlag, useAdminFlag } from './adminFlag'

const SignOut = createContext<() => Promise<void>>(async () => {})

/** The dashboard's Logout: ends the session, forgets the flag and says so (the gate's own sign-out). */
export function useSecureAdminLogout(): () => Promise<void> {
  return useContext(SignOut)
}

/**
 * /secure-admin (SPEC §4): the gate until the password is accepted; then `dashboard` (the families'
 * lists, handed in by the page: src/features/families/screens/staff/SecureAdminPage.tsx), restored on
 * reload by the session-storage flag for as long as the server session is an admin's.
 */
export function SecureAdminScreen({ dashboard }: { dashboard: ReactNode }) {
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

  if (flag && sessionIsAdmin) return <SignOut.Provider value={logout}>{dashboard}</SignOut.Provider>
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
