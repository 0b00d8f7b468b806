'use client'

import { useRouter } from 'next/navigation'

import { toast } from '@/components/ui/use-toast'
import { type SessionUser, useCurrentUser } from '@/components/session/session'
import { pathAfterLogin } from '@/lib/redirects'
import { CredentialsForm } from './CredentialsForm'
import { CallTheCentre, PortalLink } from './PortalFrame'
import { SignInCard } from './SignInCard'

/**
 * /login (SPEC §2 "Parent login"): an admin goes on to /admin, an editor to the CMS, a parent to the
 * dashboard; a `?next=` path on this site wins, any other target is ignored.
 */
export function LoginScreen({ phone, next }: { phone: string | null; next: string | null }) {
  const router = useRouter()
  const { user } = useCurrentUser()

  const onSignedIn = async (signedIn: SessionUser) => {
    toast({ title: 'Welcome back!' })
    router.replace(pathAfterLogin(signedIn.role, next))
    return 'leaving' as const
  }

  return (
    <SignInCard
      title="Parent Portal Login"
      description="Sign in to follow your child’s activities, videos and progress."
      signedIn={user && { username: user.username, continueTo: pathAfterLogin(user.role, next) }}
    >
      <CredentialsForm
        idPrefix="login"
        onSignedIn={onSignedIn}
        onRefused={({ message }) => toast({ title: 'Login Failed', description: message ?? 'Invalid credentials', variant: 'destructive' })}
      />
      <p className="text-center">
        <PortalLink href="/forgot-password">Forgot your password?</PortalLink>
      </p>
      <p className="text-center text-ink-soft">
        Need access to the parent portal? Please <CallTheCentre phone={phone} />.
      </p>
    </SignInCard>
  )
}
