'use client'

import { useLocale, useTranslations } from 'next-intl'

import { toast } from '@/components/ui/use-toast'
import { type SessionUser, useCurrentUser } from '@/components/session/session'
import { accountEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { DEFAULT_LOCALE } from '@/i18n/routing'
import { CredentialsForm } from './CredentialsForm'
import { CallTheCentre, PortalLink } from '@/components/portal/PortalFrame'
import { SignInCard } from './SignInCard'
import { destinationAfterLogin, useGoTo } from './sign-in'

/**
 * /login (SPEC §2 "Parent login"): an admin goes on to /admin, an editor to the CMS, a parent to the
 * dashboard; a `?next=` path on this site wins, any other target is ignored.
 */
export function LoginScreen({ phone, next }: { phone: string | null; next: string | null }) {
  const t = useTranslations('portal.login')
  const goTo = useGoTo()
  const locale = useLocale()
  const { user } = useCurrentUser()

  const onSignedIn = async (signedIn: SessionUser) => {
    toast({ title: t('welcomeBack') })
    // A parent who never chose a language and signs in on a Spanish page keeps Spanish: their portal and
    // mails follow it from now on. A choice already made is left as it is, and a staff account is never
    // changed by signing in: it may be shared, and one person's sign-in must not choose for everyone.
    if (signedIn.role === 'parent' && !signedIn.language && locale !== DEFAULT_LOCALE) await send(accountEndpoints.saveLanguage, { language: locale }).catch(() => undefined)
    goTo(destinationAfterLogin(signedIn, next))
    return 'leaving' as const
  }

  return (
    <SignInCard
      title={t('title')}
      description={t('description')}
      signedIn={user && { username: user.username, continueTo: destinationAfterLogin(user, next) }}
    >
      <CredentialsForm
        idPrefix="login"
        onSignedIn={onSignedIn}
        onRefused={({ message }) => toast({ title: t('failedTitle'), description: message ?? t('invalidCredentials'), variant: 'destructive' })}
      />
      <p className="text-center">
        <PortalLink href="/forgot-password">{t('forgot')}</PortalLink>
      </p>
      <p className="text-center text-ink-soft">{t.rich('needAccess', { call: () => <CallTheCentre phone={phone} /> })}</p>
    </SignInCard>
  )
}
