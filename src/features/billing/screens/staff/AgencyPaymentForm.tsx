'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'

import { bodyResolver } from '@/components/forms/bodyResolver'
import { ChoiceField, TextField } from '@/components/forms/fields'
import { useServerText } from '@/components/i18n/useServerText'
import { useEndpoint } from '@/components/swr'
import { billingAdminEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { centreToday } from '@/lib/dates'
import { formatCents, parseDollars } from '../../money'
import { SHORTFALL_CHOICES, agencyPaymentSchema } from '../../schemas'
import { BillingSection, LoadState } from './BillingSection'
import { dayText, isPeriod, monthText, previousPeriod } from './billingText'
import { MoneyFormEnd, checkedFirst, moneyField, paysSomething, refusalOf } from './moneyForm'
import { useRefreshBilling } from './useRefreshBilling'

type AgencyPaymentValues = {
  authorizationId: string
  month: string
  amount: string
  receivedAt: string
  reference: string
  shortfall: (typeof SHORTFALL_CHOICES)[number]
  reason: string
}

const FIELDS = ['authorizationId', 'month', 'amount', 'receivedAt', 'reference', 'shortfall', 'reason'] as const
const SHORTFALL_KEYS = { bill: 'shortfallBill', 'write-off': 'shortfallWriteOff' } as const

/** What the form sends: the dollars as cents, an empty reference or reason not at all. */
const agencyPaymentBody = (values: AgencyPaymentValues) => ({
  authorizationId: values.authorizationId,
  month: values.month,
  amountCents: parseDollars(values.amount) ?? Number.NaN, // no dollars: the checks refuse it before it is sent
  receivedAt: values.receivedAt,
  reference: values.reference.trim() || undefined,
  shortfall: values.shortfall,
  reason: values.reason.trim() || undefined,
})
const checkAgencyPayment = zodResolver(agencyPaymentSchema)

/**
 * What a subsidy agency paid for one child's authorization and month (agencies pay in arrears: last month
 * first). The server charges the agency's share and credits the payment, and bills or writes off a
 * shortfall; its messages are shown by their fields, what was typed stays until it is recorded, and then
 * the share, the payment and the shortfall are announced and the balances read again.
 */
export function AgencyPaymentForm() {
  const t = useTranslations('staff.billing.agencyPayment')
  const billing = useTranslations('staff.billing')
  const serverText = useServerText()
  const locale = useLocale()
  const refresh = useRefreshBilling()
  const { data, error, mutate } = useEndpoint(billingAdminEndpoints.subsidyAuthorizations)
  const [announcement, setAnnouncement] = useState('')
  const [formError, setFormError] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AgencyPaymentValues>({
    defaultValues: { authorizationId: '', month: previousPeriod(), amount: '', receivedAt: centreToday(), reference: '', shortfall: 'bill', reason: '' },
    // The authorization and the dollars first, in the catalogue's words; then the endpoint's own schema on the body.
    resolver: useMemo(
      () =>
        checkedFirst<AgencyPaymentValues>(
          (values) =>
            !values.authorizationId
              ? { field: 'authorizationId', message: t('chooseError') }
              : paysSomething(values.amount)
                ? null
                : { field: 'amount', message: t('amountInvalid') },
          bodyResolver<AgencyPaymentValues>(checkAgencyPayment, agencyPaymentBody, FIELDS, moneyField),
        ),
      [t],
    ),
  })
  const money = (cents: number) => formatCents(cents, locale)

  // A form the checks refuse says nothing of the last try either, as before they were the resolver's.
  const cleared = () => {
    setAnnouncement('')
    setFormError('')
  }

  const onSubmit = async (values: AgencyPaymentValues) => {
    setAnnouncement('')
    setFormError('')
    try {
      const recorded = await send(billingAdminEndpoints.agencyPayment, agencyPaymentBody(values))
      const authorization = data?.authorizations.find((one) => one.id === values.authorizationId)
      reset({ ...getValues(), amount: '', reference: '', reason: '' })
      setAnnouncement(
        t(recorded.shortfall === 'write-off' && recorded.shortfallCents > 0 ? 'recordedWrittenOff' : 'recorded', {
          paid: money(recorded.paidCents),
          child: authorization?.childName ?? '',
          month: monthText(values.month, locale),
          expected: money(recorded.expectedCents),
          shortfall: money(recorded.shortfallCents),
        }),
      )
      await refresh()
    } catch (failure) {
      setFormError(refusalOf<AgencyPaymentValues>(failure, setError, FIELDS, { unreachable: billing('unreachable'), failed: t('failed'), serverText }))
    }
  }

  return (
    <BillingSection id="billing-agency-payment" title={t('heading')}>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      {!data ? (
        <LoadState loading={t('loading')} failed={error ? t('loadFailed') : undefined} retry={() => void mutate()} retryLabel={billing('tryAgain')} />
      ) : data.authorizations.length === 0 ? (
        <p className="rounded-2xl bg-brand-50 p-4 text-ink">{t('empty')}</p>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit, cleared)} aria-labelledby="billing-agency-payment-heading" className="flex flex-col gap-4">
          <ChoiceField
            id="agency-payment-authorization"
            label={t('authorization')}
            required
            placeholder={t('choose')}
            control={register('authorizationId')}
            error={errors.authorizationId?.message}
            choices={data.authorizations.map((one) => ({
              value: one.id,
              label: t('authorizationChoice', { child: one.childName, agency: one.agencyName, case: one.caseNumber, from: dayText(one.startDate, locale), to: dayText(one.endDate, locale) }),
            }))}
          />
          <TextField id="agency-payment-month" label={t('month')} hint={t('monthHint')} type="month" required control={register('month', { validate: (value) => isPeriod(value) || t('monthInvalid') })} error={errors.month?.message} />
          <TextField id="agency-payment-amount" label={t('amount')} hint={t('amountHint')} required control={register('amount')} error={errors.amount?.message} autoComplete="off" />
          <TextField id="agency-payment-received-at" label={t('receivedAt')} type="date" required control={register('receivedAt')} error={errors.receivedAt?.message} />
          <TextField id="agency-payment-reference" label={t('reference')} hint={t('referenceHint')} control={register('reference')} error={errors.reference?.message} autoComplete="off" />
          <ChoiceField
            id="agency-payment-shortfall"
            label={t('shortfall')}
            required
            control={register('shortfall')}
            error={errors.shortfall?.message}
            choices={SHORTFALL_CHOICES.map((choice) => ({ value: choice, label: t(SHORTFALL_KEYS[choice]) }))}
          />
          <TextField id="agency-payment-reason" label={t('reason')} hint={t('reasonHint')} control={register('reason')} error={errors.reason?.message} autoComplete="off" />
          <MoneyFormEnd formError={formError} submitting={isSubmitting} submit={t('submit')} pending={t('pending')} announcement={announcement} testId="agency-payment-status" />
        </form>
      )}
    </BillingSection>
  )
}
