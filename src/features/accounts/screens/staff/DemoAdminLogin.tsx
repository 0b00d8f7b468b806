'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { toast } from '@/components/ui/use-toast'
import { Link, useRouter } from '@/i18n/navigation'
import { DEMO_ADMIN_LOGIN_DELAY_MS } from '@/lib/constants'

/**
 * /admin-login: SPEC §2's demo button. It only waits, greets and moves on to /secure-admin; it calls no
 * server and stores nothing, so it grants nothing (/secure-admin still asks for its own password).
 */
export function DemoAdminLogin() {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const t = useTranslations('staff.adminLogin')

  const enter = async () => {
    setPending(true)
    await new Promise((resolve) => setTimeout(resolve, DEMO_ADMIN_LOGIN_DELAY_MS))
    // SPEC §8: 'Login Successful' / 'Welcome to the Admin Dashboard!'
    toast({ title: t('loggedIn'), description: t('loggedInDescription') })
    router.push('/secure-admin')
  }

  return (
    <main className="relative flex min-h-screen items-center justify-center bg-brand-50/50 px-4 py-12">
      <LanguageSwitcher className="absolute right-4 top-4" />
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h1 className="text-2xl font-extrabold text-ink">{t('title')}</h1>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col">
          <Button size="lg" onClick={() => void enter()} disabled={pending}>
            {pending ? t('signingIn') : t('submit')}
          </Button>
          <p className="mt-5 text-center">
            <Link href="/forgot-password" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {t('forgotPassword')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  )
}
