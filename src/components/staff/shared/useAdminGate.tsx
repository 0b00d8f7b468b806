'use client'

import { useEffect } from 'react'

import { useCurrentUser } from '@/components/session/session'
import { Button } from '@/components/ui/button'
import { useRouter } from '@/i18n/navigation'
import { loginPathReturningTo } from '@/lib/redirects'
import { StaffScreen } from './StaffScreen'
import { useStaffLogout } from './useLogout'

/**
 * The gate of a screen for admins only (/admin, /staff/billing): anyone else, or nobody, is sent to /login,
 * which brings an admin back to `path`. The client only hides the screen: every call is checked again by
 * the server. `user` is undefined while the session is being checked.
 */
export function useAdminGate(path: string) {
  const router = useRouter()
  const { user, error, mutate } = useCurrentUser()
  const { logout, leaving } = useStaffLogout('/')
  const turnedAway = user === null || (user !== undefined && user.role !== 'admin')

  useEffect(() => {
    if (turnedAway && !leaving.current) router.replace(loginPathReturningTo(path))
  }, [turnedAway, router, leaving, path])

  return { user, logout, checkFailed: Boolean(error) && user === undefined, retry: () => void mutate() }
}

/** An admin screen whose session could not be checked: why, and a way to try again. */
export function SessionCheckFailed({ title, message, retryLabel, onRetry }: { title: string; message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <StaffScreen title={title} languageSwitcher>
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg">{message}</p>
        <Button onClick={onRetry}>{retryLabel}</Button>
      </div>
    </StaffScreen>
  )
}
