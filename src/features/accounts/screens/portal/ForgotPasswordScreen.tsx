'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { FormField } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Input } from '@/components/ui/input'
import { passwordEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import type { ForgotPasswordInput } from '@/features/accounts/schemas'
import { CallTheCentre } from '@/components/portal/PortalFrame'
import { BackToLogin, PortalNotice, SubmitWithProblem } from '@/components/portal/PortalNotice'
import { SignInCard } from './SignInCard'
import { usePortalForm } from '@/components/portal/usePortalForm'

const checked = lazyZodResolver(() => import('@/features/accounts/schemas').then((module) => module.forgotPasswordSchema))

/** What the screen shows: the form, the server's answer once a link is asked for, or why no link can be sent. */
type View = { show: 'form' } | { show: 'sent'; message: string } | { show: 'mail-off'; message: string; answered: boolean }

/**
 * /forgot-password: a username or an email → a link by mail to choose a new password. The server answers
 * the same words whether or not an account matched; without mail (`mailNotSetUp`, decided on the
 * server) the screen says so and points to the centre's phone instead of offering a form.
 */
export function ForgotPasswordScreen({ phone, mailNotSetUp }: { phone: string | null; mailNotSetUp: string | null }) {
  const t = useTranslations('portal.forgot')
  const [view, setView] = useState<View>(mailNotSetUp ? { show: 'mail-off', message: mailNotSetUp, answered: false } : { show: 'form' })

  return (
    <SignInCard
      title={t('title')}
      description={view.show === 'mail-off' ? t('descriptionMailOff') : t('description')}
    >
      {view.show === 'form' && (
        <ForgotPasswordForm
          onSent={(message) => setView({ show: 'sent', message })}
          onMailOff={(message) => setView({ show: 'mail-off', message, answered: true })}
        />
      )}
      {view.show === 'sent' && (
        <PortalNotice title={t('sentTitle')} tone="success" live="status" takeFocus>
          <p>{view.message}</p>
          <p className="text-ink-soft">{t('sentHint')}</p>
        </PortalNotice>
      )}
      {view.show === 'mail-off' && (
        <PortalNotice title={t('mailOffTitle')} tone="info" live={view.answered ? 'alert' : undefined} takeFocus={view.answered}>
          <p>{view.message}</p>
          <p>{t.rich('mailOffCall', { call: () => <CallTheCentre phone={phone} /> })}</p>
        </PortalNotice>
      )}
      <BackToLogin />
    </SignInCard>
  )
}

function ForgotPasswordForm({ onSent, onMailOff }: { onSent: (message: string) => void; onMailOff: (message: string) => void }) {
  const t = useTranslations('portal.forgot')
  const { form, problem, submitWith } = usePortalForm<ForgotPasswordInput>({
    checked,
    defaultValues: { login: '' },
    fields: ['login'],
    failed: t('failed'),
    refused: (error) => {
      if (error.status !== 503) return false
      onMailOff(error.serverMessage ?? t('mailOffFallback'))
      return true
    },
  })
  const onSubmit = submitWith(async (values) => onSent((await send(passwordEndpoints.forgot, values)).message))

  return (
    <form noValidate onSubmit={onSubmit} {...checked.loadOnReach} className="flex flex-col gap-5">
      <FormField id="forgot-login" label={t('login')} required error={form.formState.errors.login?.message}>
        {(control) => <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...control} {...form.register('login')} />}
      </FormField>
      <SubmitWithProblem problem={problem} busy={form.formState.isSubmitting} label={t('submit')} busyLabel={t('sending')} />
    </form>
  )
}
