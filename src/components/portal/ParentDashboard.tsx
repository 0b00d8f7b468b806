'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter as usePlainRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser, useEndSession } from '@/components/session/session'
import { Link, useRouter } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { loginPathReturningTo } from '@/lib/redirects'
import { ChildCard } from './ChildCard'
import { Consents } from '@/features/consents/screens/portal/ChildConsents'
import { RecordViews } from '@/features/audit/screens/portal/ChildRecordViews'
import { EmailNotices } from '@/features/accounts/screens/portal/EmailNotices'
import { PortalMessages } from '@/features/messages/screens/portal/PortalMessages'
import { TodayAtCentre } from './TodayAtCentre'
import { HomeIcon, LogOutIcon } from './icons'
import { NoChildren } from './NoChildren'
import { PortalFrame, PortalStatus } from './PortalFrame'
import { api } from '@/contract/api'
import { AsyncRecords, LoadError } from './RecordStates'
import { useEndpoint } from '@/components/swr'

const DASHBOARD_PATH = '/parent-dashboard'

/** /parent-dashboard (SPEC §2): a parent's own children, each with overview, activities, videos, photos; then their email notices. */
export function ParentDashboard({ phone }: { phone: string | null }) {
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
    // Signed out: sign in (in this language) and come back here (`?next=` is the page's full path).
    // Signed in with another role: this screen is not theirs.
    if (user === null) router.replace(loginPathReturningTo(localizedPath(locale, DASHBOARD_PATH)))
    else if (user && user.role !== 'parent') router.replace('/login')
    // The portal follows the account's language: the switcher saves a new choice first.
    else if (user?.language && user.language !== locale) plainRouter.replace(localizedPath(user.language, DASHBOARD_PATH))
  }, [user, loggingOut, router, plainRouter, locale])

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
      <h1 className="text-3xl font-bold text-ink [overflow-wrap:anywhere]">{t('welcome', { name: user.firstName || user.username })}</h1>
      <p className="mt-2 text-lg text-ink-soft">{t('intro')}</p>
      <ChildrenList phone={phone} />
      <TodayAtCentre />
      <PortalMessages />
      <Consents />
      <RecordViews />
      <EmailNotices hasEmail={Boolean(user.email)} />
    </PortalFrame>
  )
}

function ChildrenList({ phone }: { phone: string | null }) {
  const t = useTranslations('portal.children')
  const children = useEndpoint(api.family.ownChildren)
  return (
    <section aria-labelledby="your-children" className="mt-8 flex flex-col gap-6">
      <h2 id="your-children" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      <AsyncRecords
        result={children}
        loading={t('loading')}
        failed={t('failed')}
        empty={<NoChildren phone={phone} heading="h3" />}
      >
        {(items) => items.map((child) => <ChildCard key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}
