'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { FormField } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/use-toast'
import { passwordEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { homePathFor, safeNextPath } from '@/lib/redirects'
import { BackToLogin, PortalNotice, SubmitWithProblem } from '@/components/portal/PortalNotice'
import { PortalLink } from '@/components/portal/PortalFrame'
import { SignInCard } from './SignInCard'
import { homeDestination, screenLanguageOf, useGoTo, useStartSession } from './sign-in'
import { usePortalForm } from '@/components/portal/usePortalForm'

type NewPassword = { password: string; confirm: string }

const checked = lazyZodResolver(() => import('@/features/accounts/schemas').then((module) => module.resetPasswordFormSchema))

/** Why the link cannot be used, and whether the visitor's own attempt showed it (the panel then replaces the form). */
type LinkProblem = { message: string; answered: boolean }

/**
 * /reset-password?token=… (and `&invitation=1`): the person who holds a mailed link chooses a password.
 * The server sets it, ends every other session of the account and signs this one in; the screen then
 * takes them home. A link that is incomplete, used or expired shows why, and where to ask for a new one.
 */
export function ResetPasswordScreen({ token, invitation, incomplete }: { token: string; invitation: boolean; incomplete: string | null }) {
  const t = useTranslations('portal.reset')
  const [problem, setProblem] = useState<LinkProblem | null>(incomplete ? { message: incomplete, answered: false } : null)
  return (
    <SignInCard title={invitation ? t('titleInvitation') : t('title')} description={invitation ? t('descriptionInvitation') : t('description')}>
      {problem ? (
        <PortalNotice title={t('linkProblemTitle')} tone="problem" live={problem.answered ? 'alert' : undefined} takeFocus={problem.answered}>
          <p>{problem.message}</p>
          <p>
            <PortalLink href="/forgot-password">{t('askNewLink')}</PortalLink>
          </p>
        </PortalNotice>
      ) : (
        <NewPasswordForm token={token} onLinkRefused={(message) => setProblem({ message, answered: true })} />
      )}
      <BackToLogin />
    </SignInCard>
  )
}

function NewPasswordForm({ token, onLinkRefused }: { token: string; onLinkRefused: (message: string) => void }) {
  const t = useTranslations('portal.reset')
  const goTo = useGoTo()
  const startSession = useStartSession()
  const [leaving, setLeaving] = useState(false)
  const { form, problem, submitWith } = usePortalForm<NewPassword>({
    checked,
    defaultValues: { password: '', confirm: '' },
    fields: ['password'],
    failed: t('failed'),
    refused: (error) => {
      const onToken = error.fieldErrors.find(({ field }) => field === 'token')
      // A 400 without a field's message is the link itself: unknown, used or expired.
      if (!onToken && (error.status !== 400 || error.fieldErrors.length > 0)) return false
      onLinkRefused(onToken?.message ?? error.serverMessage ?? t('expiredFallback'))
      return true
    },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  const onSubmit = submitWith(async ({ password }) => {
    const { message, user, redirectTo } = await send(passwordEndpoints.reset, { token, password })
    toast({ title: t('savedTitle'), description: message })
    await startSession(user)
    setLeaving(true)
    // The server's `redirectTo` is the role's home (homePathFor): a page, in this screen's language, or the CMS.
    goTo(homeDestination(safeNextPath(redirectTo) ?? homePathFor(user.role), screenLanguageOf(user)))
  })

  return (
    <form noValidate onSubmit={onSubmit} {...checked.loadOnReach} className="flex flex-col gap-5">
      <FormField id="new-password" label={t('newPassword')} required hint={t('newPasswordHint')} error={errors.password?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register('password')} />}
      </FormField>
      <FormField id="confirm-password" label={t('confirm')} required error={errors.confirm?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register('confirm')} />}
      </FormField>
      <SubmitWithProblem problem={problem} busy={isSubmitting || leaving} label={t('submit')} busyLabel={t('saving')} />
    </form>
  )
}
