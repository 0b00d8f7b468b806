'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useCurrentUser } from '@/components/session/session'
import { Button } from '@/components/ui/button'
import { loginPathReturningTo } from '@/lib/redirects'
import { StaffScreenMessage } from '@/components/staff/shared/StaffHeader'
import { AdminDbDashboard, SCREEN_TITLE } from './AdminDbDashboard'

const ADMIN_DB_PATH = '/admin-db'

/**
 * /admin-db needs an admin session (ARCHITECTURE "The seed's unsafe screens, made safe"): anyone else
 * is sent to /login, back here afterwards. The lists' own access rules are the server's.
 */
export function AdminDbScreen() {
  const { user, error, mutate } = useCurrentUser()
  const router = useRouter()
  const isAdmin = user?.role === 'admin'
  const turnedAway = user === null || (user !== undefined && !isAdmin)

  useEffect(() => {
    if (turnedAway) router.replace(loginPathReturningTo(ADMIN_DB_PATH))
  }, [turnedAway, router])

  if (isAdmin) return <AdminDbDashboard />
  return (
    <StaffScreenMessage title={SCREEN_TITLE}>
      {error && user === undefined ? (
        <div role="alert" className="flex flex-col items-center gap-3">
          <p className="text-lg text-ink">We could not check your session. Please try again.</p>
          <Button variant="outline" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="text-lg text-ink-soft">
          {turnedAway ? 'Redirecting to the login page...' : 'Loading...'}
        </p>
      )}
    </StaffScreenMessage>
  )
}
