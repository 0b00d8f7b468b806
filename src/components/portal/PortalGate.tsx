'use client'

import Link from 'next/link'
import { useState } from 'react'

import { toast } from '@/components/ui/use-toast'
import { type SessionUser, useEndSession } from '@/components/session/session'
import { CredentialsForm } from './CredentialsForm'
import { rememberPortalUser } from './portal-session'
import { CallTheCentre } from './PortalFrame'
import { SignInCard } from './SignInCard'

/** SPEC §8 */
const ACCESS_DENIED = { title: 'Access Denied', description: 'Invalid username or password. Please try again.' } as const

/**
 * The portal's gate: username and password checked by the server. Only a parent account opens the
 * portal; a staff account's new session is ended at once and the visitor is told where staff sign in.
 */
export function PortalGate({ phone, signedInParent }: { phone: string | null; signedInParent: SessionUser | null }) {
  const endSession = useEndSession()
  const [staffRefused, setStaffRefused] = useState(false)

  const open = (parent: SessionUser) => {
    rememberPortalUser(parent.username)
    toast({ title: 'Welcome!', description: 'Parent portal access granted. Here is how your child is doing.' })
  }

  const onSignedIn = async (user: SessionUser) => {
    if (user.role !== 'parent') {
      await endSession()
      setStaffRefused(true)
      toast({ title: 'Access Denied', description: 'The parent portal is for parent accounts.', variant: 'destructive' })
      return 'stay' as const
    }
    setStaffRefused(false)
    open(user)
    return 'leaving' as const
  }

  return (
    <SignInCard
      title="Parent Portal"
      description="Sign in with your parent account to see your child’s progress."
      signedIn={signedInParent && { username: signedInParent.username, continueTo: () => open(signedInParent) }}
    >
      {staffRefused && (
        <p role="alert" className="rounded-2xl bg-coral-50 p-4 text-ink">
          The parent portal is for parent accounts. Staff can sign in on the{' '}
          <Link href="/login" className="font-semibold text-brand-700 underline underline-offset-4">
            login page
          </Link>{' '}
          to reach the staff screens.
        </p>
      )}
      <CredentialsForm
        idPrefix="portal"
        onSignedIn={onSignedIn}
        onRefused={({ status, message }) =>
          toast({ ...ACCESS_DENIED, ...(status === 429 && message ? { description: message } : {}), variant: 'destructive' })
        }
      />
      <p className="text-center text-ink-soft">
        No account yet? Please <CallTheCentre phone={phone} />.
      </p>
    </SignInCard>
  )
}
