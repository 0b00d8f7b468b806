'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { useCurrentUser } from '@/components/session/session'
import { useRouter } from '@/i18n/navigation'
import { loginPathReturningTo } from '@/lib/redirects'
import { Button } from '@/components/ui/button'
import { StaffScreen } from '../shared/StaffScreen'
import { useStaffLogout } from '../shared/useLogout'

/**
 * The day's screens are for admins and teachers: anyone else (or nobody) is sent to /login (in the
 * page's language), which brings them back here. The client only hides the screen; every call is
 * checked again by the server.
 */
export function useFloorStaff(path: string) {
  const router = useRouter()
  const { user, error, mutate } = useCurrentUser()
  const { logout, leaving } = useStaffLogout('/')
  const allowed = user != null && (user.role === 'admin' || user.role === 'teacher')
  const turnedAway = user === null || (user !== undefined && !allowed)
  useEffect(() => {
    if (turnedAway && !leaving.current) router.replace(loginPathReturningTo(path))
  }, [turnedAway, router, path, leaving])
  return { user: allowed ? user : undefined, error: error && user === undefined ? error : undefined, retry: () => void mutate(), logout }
}

/** The day's screens when the session could not be checked (the server did not answer). */
export function SessionCheckFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useTranslations('staff.operations.floor')
  return (
    <StaffScreen title={title} languageSwitcher>
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg">{t('sessionCheckFailed')}</p>
        <Button onClick={onRetry}>{t('tryAgain')}</Button>
      </div>
    </StaffScreen>
  )
}
