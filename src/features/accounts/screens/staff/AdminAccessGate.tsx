'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useRef, useState } from 'react'

import { FormField } from '@/components/forms/FormField'
import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { useServerText } from '@/components/i18n/useServerText'
import { Button } from '@/components/ui/button'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/use-toast'
import type { SessionUser } from '@/components/session/session'
import { sessionEndpoints } from '../../endpoints'
import { ApiError, send } from '@/contract/client'
import { loginSchema } from '@/features/accounts/schemas'
import { Link } from '@/i18n/navigation'

type GateTexts = ReturnType<typeof useTranslations<'staff.secureAdmin.gate'>>

/** What the gate says for each refusal of `sessionEndpoints.secureAdminGate` (the server's own words as they came). */
function refusal(error: unknown, t: GateTexts) {
  const status = error instanceof ApiError ? error.status : 0
  const serverMessage = error instanceof ApiError ? error.serverMessage : null
  if (status === 401) return { title: t('accessDenied'), description: t('incorrectPassword') }
  if (status === 429) {
    return { title: t('tooManyAttempts'), description: serverMessage ?? t('tooManyAttemptsDescription') }
  }
  return { title: t('error'), description: serverMessage ?? t('somethingWrong') }
}

/**
 * The 'Admin Access' gate of /secure-admin. The password is checked by the server, which answers a
 * right one with an admin session (ARCHITECTURE "The seed's unsafe screens, made safe").
 */
export function AdminAccessGate({ onAccessGranted }: { onAccessGranted: (user: SessionUser) => Promise<void> }) {
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const passwordId = `${id}-password`
  const t = useTranslations('staff.secureAdmin.gate')
  const serverText = useServerText()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = loginSchema.shape.password.safeParse(password)
    if (!checked.success) {
      const message = checked.error.issues[0]?.message
      setError(message === undefined ? undefined : serverText(message))
      input.current?.focus()
      return
    }
    setError(undefined)
    setPending(true)
    try {
      const { user } = await send(sessionEndpoints.secureAdminGate, { password })
      setPassword('')
      toast({ title: t('granted'), description: t('grantedDescription') })
      await onAccessGranted(user)
    } catch (failure) {
      toast({ ...refusal(failure, t), variant: 'destructive' })
      setPending(false)
      input.current?.select()
    }
  }

  return (
    <main className="relative flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <LanguageSwitcher className="absolute right-4 top-4" />
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('heading')}</h1>
        <p className="mt-2 text-ink-soft">{t('intro')}</p>
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
          <FormField id={passwordId} label={t('password')} required error={error}>
            {(control) => (
              <PasswordInput
                ref={input}
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...control}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending ? t('checking') : t('submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {t('backToSite')}
          </Link>
        </p>
      </div>
    </main>
  )
}
