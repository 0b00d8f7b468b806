'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { toast } from '@/components/ui/use-toast'
import { type SessionUser, useCurrentUser } from '@/components/session/session'
import { pathAfterLogin } from '@/lib/redirects'
import { CredentialsForm } from './CredentialsForm'
import { CentrePhone, PortalFrame } from './PortalFrame'

/**
 * /login (SPEC §2 "Parent login"): an admin goes on to /admin, an editor to the CMS, a parent to the
 * dashboard; a `?next=` path on this site wins, any other target is ignored.
 */
export function LoginScreen({ phone, next }: { phone: string; next: string | null }) {
  const router = useRouter()
  const { user } = useCurrentUser()

  const onSignedIn = async (signedIn: SessionUser) => {
    toast({ title: 'Welcome back!' })
    router.replace(pathAfterLogin(signedIn.role, next))
    return 'leaving' as const
  }

  return (
    <PortalFrame className="flex flex-col items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Parent Portal Login</h1>
          <CardDescription>Sign in to follow your child’s activities, videos and progress.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {user && (
            <div className="flex flex-col gap-3 rounded-2xl bg-leaf-50 p-4 text-ink [overflow-wrap:anywhere]">
              <p>
                You are signed in as <strong>{user.username}</strong>.
              </p>
              <Button asChild variant="outline" size="sm" className="self-start">
                <Link href={pathAfterLogin(user.role, next)}>Continue</Link>
              </Button>
            </div>
          )}
          <CredentialsForm
            idPrefix="login"
            onSignedIn={onSignedIn}
            onRefused={({ message }) => toast({ title: 'Login Failed', description: message ?? 'Invalid credentials', variant: 'destructive' })}
          />
          <p className="text-center text-ink-soft">
            Need access to the parent portal? Please call the centre at <CentrePhone phone={phone} />.
          </p>
        </CardContent>
      </Card>
    </PortalFrame>
  )
}
