'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser, useEndSession } from '@/components/session/session'
import { loginPathReturningTo } from '@/lib/redirects'
import { ChildCard } from './ChildCard'
import { Consents } from './ChildConsents'
import { RecordViews } from './ChildRecordViews'
import { EmailNotices } from './EmailNotices'
import { PortalMessages } from './PortalMessages'
import { TodayAtCentre } from './TodayAtCentre'
import { HomeIcon, LogOutIcon } from './icons'
import { NoChildren } from './NoChildren'
import { PortalFrame, PortalStatus } from './PortalFrame'
import { api } from '@/contract/api'
import type { ResponseOf } from '@/contract/endpoint'
import { AsyncRecords, LoadError } from './RecordStates'

const DASHBOARD_PATH = '/parent-dashboard'

/** /parent-dashboard (SPEC §2): a parent's own children, each with overview, activities, videos, photos; then their email notices. */
export function ParentDashboard({ phone }: { phone: string | null }) {
  const router = useRouter()
  const { user, error, mutate } = useCurrentUser()
  const endSession = useEndSession()
  const [loggingOut, setLoggingOut] = useState(false)

  useEffect(() => {
    if (loggingOut) return
    // Signed out: sign in and come back. Signed in with another role: this screen is not theirs.
    if (user === null) router.replace(loginPathReturningTo(DASHBOARD_PATH))
    else if (user && user.role !== 'parent') router.replace('/login')
  }, [user, loggingOut, router])

  const logOut = async () => {
    setLoggingOut(true)
    await endSession()
    toast({ title: 'Logged out', description: 'You have been logged out successfully.' })
    router.push('/')
  }

  if (loggingOut) {
    return (
      <PortalFrame>
        <PortalStatus>Logging out...</PortalStatus>
      </PortalFrame>
    )
  }
  if (error) {
    return (
      <PortalFrame>
        <LoadError message="We could not open your dashboard. Please try again." onRetry={() => void mutate()} />
      </PortalFrame>
    )
  }
  if (user?.role !== 'parent') {
    return (
      <PortalFrame>
        <PortalStatus>Loading your dashboard...</PortalStatus>
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
              Main Site
            </Link>
          </Button>
          <Button size="sm" onClick={logOut}>
            <LogOutIcon />
            Logout
          </Button>
        </>
      }
    >
      <h1 className="text-3xl font-bold text-ink [overflow-wrap:anywhere]">Welcome, {user.firstName || user.username}</h1>
      <p className="mt-2 text-lg text-ink-soft">Here is what your children have been learning and doing at the centre.</p>
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
  const children = useSWR<ResponseOf<typeof api.family.ownChildren>>(api.family.ownChildren.path)
  return (
    <section aria-labelledby="your-children" className="mt-8 flex flex-col gap-6">
      <h2 id="your-children" className="text-2xl font-bold text-ink">
        Your Children
      </h2>
      <AsyncRecords
        result={children}
        loading="Loading your children..."
        failed="We could not load your children. Please try again."
        empty={<NoChildren phone={phone} heading="h3" />}
      >
        {(items) => items.map((child) => <ChildCard key={child.id} child={child} />)}
      </AsyncRecords>
    </section>
  )
}
