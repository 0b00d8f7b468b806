'use client'

import { useTranslations } from 'next-intl'
import { Controller, useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { accountEndpoints } from '../../endpoints'
import { ApiError, send } from '@/contract/client'
import type { NotificationPreferences } from '@/features/accounts/schemas'
import { LoadError } from '@/components/portal/RecordStates'
import { useEndpoint } from '@/components/swr'

const checked = lazyZodResolver(() => import('@/features/accounts/schemas').then((module) => module.notificationPreferencesSchema))

/** The notices, each labelled in the catalogue (portal.notices.choices). */
const CHOICES = ['applicationUpdates', 'newsletters', 'messages', 'invoices', 'medication'] as const satisfies readonly (keyof NotificationPreferences)[]

/** The parent dashboard's "Email notices": which notices the signed-in account receives by email. */
export function EmailNotices({ hasEmail }: { hasEmail: boolean }) {
  const t = useTranslations('portal.notices')
  const saved = useEndpoint(accountEndpoints.notifications)
  return (
    <section aria-labelledby="email-notices" className="mt-10 flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-1.5">
        <h2 id="email-notices" className="text-2xl font-bold text-ink">
          {t('heading')}
        </h2>
        <p className="text-ink-soft">{t('intro')}</p>
        {!hasEmail && <p className="mt-2 rounded-2xl bg-sun-50 p-4 text-ink">{t('noEmail')}</p>}
      </div>
      {saved.error ? (
        <LoadError message={t('loadFailed')} onRetry={() => void saved.mutate()} />
      ) : saved.data ? (
        <NoticeChoices saved={saved.data} onSaved={(choices) => void saved.mutate(choices, { revalidate: false })} />
      ) : (
        <p role="status" className="text-ink-soft">
          {t('loading')}
        </p>
      )}
    </section>
  )
}

function NoticeChoices({ saved, onSaved }: { saved: NotificationPreferences; onSaved: (choices: NotificationPreferences) => void }) {
  const t = useTranslations('portal.notices')
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<NotificationPreferences>({ resolver: checked.resolver, defaultValues: saved })

  const onSubmit = async (choices: NotificationPreferences) => {
    try {
      const { message, notifications } = await send(accountEndpoints.saveNotifications, choices)
      reset(notifications)
      onSaved(notifications)
      toast({ title: t('savedTitle'), description: message })
    } catch (error) {
      const description = (error instanceof ApiError && error.serverMessage) || t('saveFailed')
      toast({ title: t('errorTitle'), description, variant: 'destructive' })
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} {...checked.loadOnReach} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('heading')}</legend>
        {CHOICES.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-3 rounded-2xl bg-brand-50/60 px-4 py-3">
                <Checkbox
                  id={`notices-${name}`}
                  ref={field.ref}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onCheckedChange={(value) => field.onChange(value === true)}
                />
                <Label htmlFor={`notices-${name}`}>{t(`choices.${name}`)}</Label>
              </div>
            )}
          />
        ))}
      </fieldset>
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  )
}
