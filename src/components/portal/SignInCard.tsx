import Link from 'next/link'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { PortalFrame } from './PortalFrame'

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
  /** Someone already signed in here, and where Continue takes them (a path) or what it does. */
  signedIn?: { username: string; continueTo: string | (() => void) } | null
  children: React.ReactNode
}) {
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
              <p>
                You are signed in as <strong>{signedIn.username}</strong>.
              </p>
              {typeof signedIn.continueTo === 'string' ? (
                <Button asChild {...continueProps}>
                  <Link href={signedIn.continueTo}>Continue</Link>
                </Button>
              ) : (
                <Button {...continueProps} onClick={signedIn.continueTo}>
                  Continue
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
