'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'

import { bodyResolver } from '@/components/forms/bodyResolver'
import { ChoiceField, TextField } from '@/components/forms/fields'
import { useServerText } from '@/components/i18n/useServerText'
import { billingAdminEndpoints } from '../../endpoints'
import { send } from '@/contract/client'
import { centreToday } from '@/lib/dates'
import { formatCents, parseDollars } from '../../money'
import { catalogueKey } from '../../catalogueKeys'
import { DESK_PAYMENT_METHODS, deskPaymentSchema } from '../../schemas'
import type { OpenedFamily } from './AgingSection'
import { MoneyFormEnd, checkedFirst, moneyField, paysSomething, refusalOf } from './moneyForm'
import { useRefreshBilling } from './useRefreshBilling'

type PaymentValues = { amount: string; method: (typeof DESK_PAYMENT_METHODS)[number]; reference: string; receivedAt: string }

const FIELDS = ['amount', 'method', 'reference', 'receivedAt'] as const

/** What the form sends: the dollars as cents, an empty reference not at all. */
const paymentBody = (familyId: string, values: PaymentValues) => ({
  familyId,
  amountCents: parseDollars(values.amount) ?? Number.NaN, // no dollars: the checks refuse it before it is sent
  method: values.method,
  reference: values.reference.trim() || undefined,
  receivedAt: values.receivedAt,
})
const checkPayment = zodResolver(deskPaymentSchema)

/**
 * A payment received at the desk, in dollars as people write them. The server's rules decide (a check
 * needs its number, no day in the future) and its messages are shown by their fields; what was typed
 * stays until the payment is recorded. Success is announced politely, and the balances and this
 * family's ledger are read again.
 */
export function PaymentForm({ family }: { family: OpenedFamily }) {
  const t = useTranslations('staff.billing.payment')
  const ledger = useTranslations('staff.billing.ledger')
  const billing = useTranslations('staff.billing')
  const serverText = useServerText()
  const locale = useLocale()
  const refresh = useRefreshBilling()
  const [announcement, setAnnouncement] = useState('')
  const [formError, setFormError] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PaymentValues>({
    defaultValues: { amount: '', method: 'cash', reference: '', receivedAt: centreToday() },
    // The dollars first, in the catalogue's words; then the endpoint's own schema on the body.
    resolver: useMemo(
      () =>
        checkedFirst<PaymentValues>(
          (values) => (paysSomething(values.amount) ? null : { field: 'amount', message: t('amountInvalid') }),
          bodyResolver<PaymentValues>(checkPayment, (values) => paymentBody(family.id, values), FIELDS, moneyField),
        ),
      [t, family.id],
    ),
  })

  // A form the checks refuse says nothing of the last try either, as before they were the resolver's.
  const cleared = () => {
    setAnnouncement('')
    setFormError('')
  }

  const onSubmit = async (values: PaymentValues) => {
    setAnnouncement('')
    setFormError('')
    try {
      const entry = await send(billingAdminEndpoints.recordPayment, paymentBody(family.id, values))
      // The method and day stay: the next check of the pile is often the same kind, the same day.
      reset({ ...getValues(), amount: '', reference: '' })
      setAnnouncement(t('recorded', { amount: formatCents(-entry.amountCents, locale), name: family.name }))
      await refresh()
    } catch (error) {
      setFormError(refusalOf<PaymentValues>(error, setError, FIELDS, { unreachable: billing('unreachable'), failed: t('failed'), serverText }))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, cleared)} aria-labelledby="billing-payment-heading" className="flex flex-col gap-4 self-start rounded-2xl bg-brand-50/60 p-4 sm:p-5">
      <h3 id="billing-payment-heading" className="text-lg font-bold text-ink">
        {t('heading')}
      </h3>
      <TextField id="payment-amount" label={t('amount')} hint={t('amountHint')} required control={register('amount')} error={errors.amount?.message} autoComplete="off" />
      <ChoiceField
        id="payment-method"
        label={t('method')}
        required
        control={register('method')}
        error={errors.method?.message}
        choices={DESK_PAYMENT_METHODS.map((method) => ({ value: method, label: ledger(`methods.${catalogueKey(method)}`) }))}
      />
      <TextField id="payment-reference" label={t('reference')} hint={t('referenceHint')} control={register('reference')} error={errors.reference?.message} autoComplete="off" />
      <TextField id="payment-received-at" label={t('receivedAt')} type="date" required control={register('receivedAt')} error={errors.receivedAt?.message} />
      <MoneyFormEnd formError={formError} submitting={isSubmitting} submit={t('submit')} pending={t('pending')} announcement={announcement} testId="payment-status" />
    </form>
  )
}
