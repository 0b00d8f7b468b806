'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter as usePlainRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { type SessionUser, useCurrentUser, useEndSession } from '@/components/session/session'
import { Link, useRouter } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { loginPathReturningTo } from '@/lib/redirects'
import { HomeIcon, LogOutIcon } from './icons'
import { PortalFrame, PortalStatus } from './PortalFrame'
import { LoadError } from './RecordStates'

/**
 * A parent's screen (the dashboard, billing): its frame with the links home and to log out, shown to a
 * signed-in parent only. Signed out: sign in (in this language) and come back to `path`; another role:
 * the sign-in page; the portal follows the account's language (the switcher saves a new choice first).
 */
export function ParentScreen({ path, links, children }: { path: string; links?: React.ReactNode; children: (parent: SessionUser) => React.ReactNode }) {
  const t = useTranslations('portal.dashboard')
  const frame = useTranslations('portal.frame')
  const locale = useLocale()
  const router = useRouter()
  const plainRouter = usePlainRouter()
  const { user, error, mutate } = useCurrentUser()
  const endSession = useEndSession()
  const [loggingOut, setLoggingOut] = useState(false)

  useEffect(() => {
    if (loggingOut) return
    if (user === null) router.replace(loginPathReturningTo(localizedPath(locale, path)))
    else if (user && user.role !== 'parent') router.replace('/login')
    else if (user?.language && user.language !== locale) plainRouter.replace(localizedPath(user.language, path))
  }, [user, loggingOut, router, plainRouter, locale, path])

  const logOut = async () => {
    setLoggingOut(true)
    await endSession()
    toast({ title: t('loggedOutTitle'), description: t('loggedOutDescription') })
    router.push('/')
  }

  if (loggingOut) {
    return (
      <PortalFrame>
        <PortalStatus>{t('loggingOut')}</PortalStatus>
      </PortalFrame>
    )
  }
  if (error) {
    return (
      <PortalFrame>
        <LoadError message={t('openFailed')} onRetry={() => void mutate()} />
      </PortalFrame>
    )
  }
  if (user?.role !== 'parent') {
    return (
      <PortalFrame>
        <PortalStatus>{t('loading')}</PortalStatus>
      </PortalFrame>
    )
  }
  return (
    <PortalFrame
      actions={
        <>
          {links}
          <Button asChild variant="outline" size="sm">
            <Link href="/">
              <HomeIcon />
              {frame('mainSite')}
            </Link>
          </Button>
          <Button size="sm" onClick={logOut}>
            <LogOutIcon />
            {frame('logout')}
          </Button>
        </>
      }
    >
      {children(user)}
    </PortalFrame>
  )
}
