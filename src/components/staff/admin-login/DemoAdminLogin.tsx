'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { toast } from '@/components/ui/use-toast'
import { DEMO_ADMIN_LOGIN_DELAY_MS } from '@/lib/constants'

/** SPEC §8 */
const LOGGED_IN = { title: 'Login Successful', description: 'Welcome to the Admin Dashboard!' }

/**
 * /admin-login: SPEC §2's demo button. It only waits, greets and moves on to /secure-admin; it calls no
 * server and stores nothing, so it grants nothing (/secure-admin still asks for its own password).
 */
export function DemoAdminLogin() {
  const router = useRouter()
  const [pending, setPending] = useState(false)

  const enter = async () => {
    setPending(true)
    await new Promise((resolve) => setTimeout(resolve, DEMO_ADMIN_LOGIN_DELAY_MS))
    toast(LOGGED_IN)
    router.push('/secure-admin')
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50/50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h1 className="text-2xl font-extrabold text-ink">Admin Login</h1>
          <CardDescription>A demonstration entrance to the staff area. The secure admin screen asks for its own password.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col">
          <Button size="lg" onClick={() => void enter()} disabled={pending}>
            {pending ? 'Signing In...' : 'Access Admin Dashboard'}
          </Button>
          <p className="mt-5 text-center">
            <Link href="/forgot-password" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              Forgot your password?
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  )
}
