'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { toast } from '@/components/ui/use-toast'
import { type SessionUser, useEndSession } from '@/components/session/session'
import { Link } from '@/i18n/navigation'
import { rememberPortalUser } from '@/components/portal/portal-session'
import { CallTheCentre } from '@/components/portal/PortalFrame'
import { CredentialsForm } from './CredentialsForm'
import { SignInCard } from './SignInCard'

/**
 * The portal's gate: username and password checked by the server. Only a parent account opens the
 * portal; a staff account's new session is ended at once and the visitor is told where staff sign in.
 */
export function PortalGate({ phone, signedInParent }: { phone: string | null; signedInParent: SessionUser | null }) {
  const t = useTranslations('portal.gate')
  const endSession = useEndSession()
  const [staffRefused, setStaffRefused] = useState(false)

  const open = (parent: SessionUser) => {
    rememberPortalUser(parent.username)
    toast({ title: t('welcomeTitle'), description: t('welcomeDescription') })
  }

  const onSignedIn = async (user: SessionUser) => {
    if (user.role !== 'parent') {
      await endSession()
      setStaffRefused(true)
      toast({ title: t('accessDeniedTitle'), description: t('parentsOnly'), variant: 'destructive' })
      return 'stay' as const
    }
    setStaffRefused(false)
    open(user)
    return 'leaving' as const
  }

  return (
    <SignInCard
      title={t('title')}
      description={t('description')}
      signedIn={signedInParent && { username: signedInParent.username, continueTo: () => open(signedInParent) }}
    >
      {staffRefused && (
        <p role="alert" className="rounded-2xl bg-coral-50 p-4 text-ink">
          {t.rich('staffRefused', {
            link: (chunks) => (
              <Link href="/login" className="font-semibold text-brand-700 underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <CredentialsForm
        idPrefix="portal"
        onSignedIn={onSignedIn}
        onRefused={({ status, message }) =>
          // SPEC §8: "Access Denied"; too many attempts say when to try again (the server's words).
          toast({
            title: t('accessDeniedTitle'),
            description: status === 429 && message ? message : t('accessDeniedDescription'),
            variant: 'destructive',
          })
        }
      />
      <p className="text-center text-ink-soft">{t.rich('noAccount', { call: () => <CallTheCentre phone={phone} /> })}</p>
    </SignInCard>
  )
}
