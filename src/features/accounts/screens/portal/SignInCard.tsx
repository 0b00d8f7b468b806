import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Link } from '@/i18n/navigation'
import { PortalFrame } from '@/components/portal/PortalFrame'
import type { Destination } from './sign-in'

/**
 * The card of /login and the portal's gate: the screen's h1 and line, who is signed in already (with
 * Continue), then the screen's own content (the credentials form, how to get access).
 */
export function SignInCard({
  title,
  description,
  signedIn,
  children,
}: {
  title: string
  description: string
  /** Someone already signed in here, and where Continue takes them (a destination) or what it does. */
  signedIn?: { username: string; continueTo: Destination | (() => void) } | null
  children: React.ReactNode
}) {
  const t = useTranslations('portal.signIn')
  const continueProps = { variant: 'outline', size: 'sm', className: 'self-start' } as const
  return (
    <PortalFrame className="flex flex-col items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {signedIn && (
            <div className="flex flex-col gap-3 rounded-2xl bg-leaf-50 p-4 text-ink [overflow-wrap:anywhere]">
              <p>{t.rich('signedInAs', { username: signedIn.username, strong: (chunks) => <strong>{chunks}</strong> })}</p>
              {typeof signedIn.continueTo === 'function' ? (
                <Button {...continueProps} onClick={signedIn.continueTo}>
                  {t('continue')}
                </Button>
              ) : (
                <Button asChild {...continueProps}>
                  <DestinationLink destination={signedIn.continueTo}>{t('continue')}</DestinationLink>
                </Button>
              )}
            </div>
          )}
          {children}
        </CardContent>
      </Card>
    </PortalFrame>
  )
}

/** A link to where someone signed in goes: a page in this language, a `?next=` path as it is, or the CMS (a full navigation). */
function DestinationLink({ destination, ...props }: { destination: Destination } & Omit<React.ComponentProps<'a'>, 'href'>) {
  if (destination.kind === 'page') return <Link href={destination.path} {...props} />
  if (destination.kind === 'outside') return <a href={destination.path} {...props} />
  return <NextLink href={destination.path} {...props} />
}
