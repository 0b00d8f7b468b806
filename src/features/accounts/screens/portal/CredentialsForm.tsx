'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { FormField } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { useHydrated } from '@/components/forms/useHydrated'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/use-toast'
import type { SessionUser } from '@/components/session/session'
import type { LoginInput } from '@/features/accounts/schemas'
import { showFieldErrors } from '@/components/forms/serverFieldErrors'
import { type SignInResult, useSignIn } from './sign-in'

const FIELDS = ['username', 'password'] as const
const credentials = lazyZodResolver(() => import('@/features/accounts/schemas').then((module) => module.loginSchema))

/**
 * Username and password, checked by the server (`sessionEndpoints.login`). The shared zod schema gives SPEC §5's
 * messages; Enter submits; a refused attempt keeps what was typed. `onSignedIn` decides what happens
 * next and may keep the form busy (e.g. while navigating away).
 */
export function CredentialsForm({
  idPrefix,
  onSignedIn,
  onRefused,
}: {
  idPrefix: string
  onSignedIn: (user: SessionUser) => Promise<'stay' | 'leaving'>
  onRefused: (result: Extract<SignInResult, { outcome: 'refused' }>) => void
}) {
  const t = useTranslations('portal.signIn')
  const signIn = useSignIn()
  const hydrated = useHydrated()
  const [leaving, setLeaving] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: credentials.resolver, defaultValues: { username: '', password: '' } })

  const onSubmit = async (credentials: LoginInput) => {
    const result = await signIn(credentials)
    if (result.outcome === 'signed-in') {
      if ((await onSignedIn(result.user)) === 'leaving') setLeaving(true)
      return
    }
    if (result.outcome === 'network-error') {
      // SPEC §8: the network-error toast of a sign-in.
      toast({ title: t('networkErrorTitle'), description: t('networkErrorDescription'), variant: 'destructive' })
      return
    }
    showFieldErrors(result.fieldErrors, setError, FIELDS, { focusEach: true })
    onRefused(result)
  }

  const busy = isSubmitting || leaving
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} {...credentials.loadOnReach} className="flex flex-col gap-5">
      <FormField id={`${idPrefix}-username`} label={t('username')} required error={errors.username?.message}>
        {(control) => <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...control} {...register('username')} />}
      </FormField>
      <FormField id={`${idPrefix}-password`} label={t('password')} required error={errors.password?.message}>
        {(control) => <PasswordInput autoComplete="current-password" {...control} {...register('password')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={!hydrated || busy} className="w-full">
        {busy ? t('signingIn') : t('submit')}
      </Button>
    </form>
  )
}
