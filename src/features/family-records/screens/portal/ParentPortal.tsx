'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { useCurrentUser } from '@/components/session/session'
import { forgetPortalUser, useRememberedPortalUser } from '@/components/portal/portal-session'
import { PortalGate } from '@/features/accounts/screens/portal/PortalGate'
import { PortalFrame, PortalStatus } from '@/components/portal/PortalFrame'
import { LoadError } from '@/components/portal/RecordStates'
import { ChildProgress } from './ChildProgress'

/**
 * /parent-portal (SPEC §2, made safe): a gate that signs in on the server, then the child's progress.
 * The session-storage flag only remembers that this tab had opened the portal; the view comes back on
 * a reload only while the server session of that same parent is still there.
 */
export function ParentPortal({ phone }: { phone: string | null }) {
  const t = useTranslations('portal.gate')
  const remembered = useRememberedPortalUser()
  const { user, error, mutate } = useCurrentUser()
  const sessionMatches = typeof remembered === 'string' && user?.role === 'parent' && user.username === remembered
  const sessionGone = typeof remembered === 'string' && user !== undefined && !sessionMatches

  useEffect(() => {
    if (sessionGone) forgetPortalUser()
  }, [sessionGone])

  if (sessionMatches) return <ChildProgress user={user} phone={phone} />
  if (remembered === undefined || (typeof remembered === 'string' && user === undefined)) {
    return (
      <PortalFrame>
        {error ? (
          <LoadError message={t('openFailed')} onRetry={() => void mutate()} />
        ) : (
          <PortalStatus>{t('loading')}</PortalStatus>
        )}
      </PortalFrame>
    )
  }
  return <PortalGate phone={phone} signedInParent={user?.role === 'parent' ? user : null} />
}
