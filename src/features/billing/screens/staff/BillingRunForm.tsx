'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { FormField } from '@/components/forms/FormField'
import { useServerText } from '@/components/i18n/useServerText'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { billingAdminEndpoints } from '../../endpoints'
import { ApiError, send } from '@/contract/client'
import { capitalized } from '@/lib/utils'
import { BillingSection } from './BillingSection'
import { currentPeriod, isPeriod, monthText } from './billingText'
import { useRefreshBilling } from './useRefreshBilling'

/**
 * A billing run for a month (the current one first). Invoices are never changed or deleted, so the run
 * asks once more, naming the month, before it issues anything; run again, it issues nothing twice. The
 * result (issued, already invoiced) is announced politely and the balances are read again.
 */
export function BillingRunForm() {
  const t = useTranslations('staff.billing.run')
  const billing = useTranslations('staff.billing')
  const serverText = useServerText()
  const locale = useLocale()
  const refresh = useRefreshBilling()
  const [period, setPeriod] = useState(currentPeriod)
  const [confirming, setConfirming] = useState(false)
  const [running, setRunning] = useState(false)
  const [fieldError, setFieldError] = useState('')
  const [formError, setFormError] = useState('')
  const [result, setResult] = useState('')
  const confirmButton = useRef<HTMLButtonElement>(null)
  const periodInput = useRef<HTMLInputElement>(null)

  const ask = () => {
    setResult('')
    setFormError('')
    setFieldError('')
    setConfirming(true)
    requestAnimationFrame(() => confirmButton.current?.focus())
  }

  const run = async () => {
    setRunning(true)
    try {
      const answer = await send(billingAdminEndpoints.billingRun, { period })
      setResult(t('result', { month: capitalized(monthText(answer.period, locale)), issued: answer.issued.length, already: answer.alreadyInvoiced }))
      await refresh()
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.find((each) => each.field === 'period')?.message : undefined
      if (message) {
        setFieldError(message)
        periodInput.current?.focus()
      } else setFormError(error instanceof ApiError ? serverText(error.serverMessage ?? '') || t('failed') : billing('unreachable'))
    } finally {
      setRunning(false)
      setConfirming(false)
    }
  }

  return (
    <BillingSection id="billing-run" title={t('heading')}>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          ask()
        }}
      >
        <FormField id="billing-run-period" label={t('period')} hint={t('periodHint')} error={fieldError} required>
          {(aria) => (
            <Input
              ref={periodInput}
              type="month"
              value={period}
              onChange={(event) => {
                setPeriod(event.target.value)
                setConfirming(false)
              }}
              {...aria}
            />
          )}
        </FormField>
        {!confirming && (
          <Button type="submit" className="self-start" disabled={running}>
            {running ? t('pending') : t('submit')}
          </Button>
        )}
      </form>
      {confirming && (
        <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-sun-50 p-4" role="group" aria-labelledby="billing-run-confirm">
          <p id="billing-run-confirm" className="font-semibold text-ink">
            {t('confirm', { month: isPeriod(period) ? monthText(period, locale) : period })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button ref={confirmButton} onClick={() => void run()} disabled={running}>
              {running ? t('pending') : t('confirmRun')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={running}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
      {formError && (
        <p role="alert" className="mt-4 font-semibold text-coral-700">
          {formError}
        </p>
      )}
      <p role="status" className="mt-4 font-semibold text-brand-800" data-testid="billing-run-result">
        {result}
      </p>
    </BillingSection>
  )
}
