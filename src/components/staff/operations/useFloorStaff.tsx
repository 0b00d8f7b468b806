'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect } from 'react'

import { useCurrentUser } from '@/components/session/session'
import { Link, useRouter } from '@/i18n/navigation'
import { loginPathReturningTo } from '@/lib/redirects'
import { Button } from '@/components/ui/button'
import { StaffLoading, StaffScreen } from '../shared/StaffScreen'
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

/** The floor screens, each a link in the others' headers. */
const FLOOR_SCREENS = {
  attendance: '/staff/attendance',
  ratios: '/staff/ratios',
  photos: '/staff/photos',
  health: '/staff/health',
} as const

type FloorUser = NonNullable<ReturnType<typeof useFloorStaff>['user']>

/**
 * The frame every floor screen shares: the session check (its wait and its failure), then the screen's
 * header with the welcome, links to the other floor screens and the logout, around `children`, which is
 * rendered only once the visitor is known to be floor staff (so its reads start with a user to read for).
 */
export function FloorScreen({
  screen,
  title,
  welcome,
  links,
  children,
}: {
  screen: keyof typeof FLOOR_SCREENS
  title: string
  /** The header's line under the title; by default "Signed in as …". */
  welcome?: string
  /** The other floor screens the header links to. */
  links: (keyof typeof FLOOR_SCREENS)[]
  children: (user: FloorUser) => React.ReactNode
}) {
  const { user, error, retry, logout } = useFloorStaff(FLOOR_SCREENS[screen])
  const floor = useTranslations('staff.operations.floor')
  if (error) return <SessionCheckFailed title={title} onRetry={retry} />
  if (!user) return <StaffLoading title={title} text={floor('checkingSession')} languageSwitcher />
  return (
    <StaffScreen
      title={title}
      welcome={welcome ?? floor('signedInAs', { name: user.firstName ?? user.username })}
      languageSwitcher
      actions={
        <>
          {links.map((link) => (
            <Button key={link} asChild variant="outline">
              <Link href={FLOOR_SCREENS[link]}>{floor(`navLabel.${link}`)}</Link>
            </Button>
          ))}
          <Button onClick={() => void logout()}>{floor('logout')}</Button>
        </>
      }
    >
      {children(user)}
    </StaffScreen>
  )
}
