'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { Suspense, type ReactNode, useState } from 'react'

import { ParentScreen } from '@/components/portal/ParentScreen'
import { LoadError } from '@/components/portal/RecordStates'
import { PortalStatus } from '@/components/portal/PortalFrame'
import { Button } from '@/components/ui/button'
import { useEndpoint } from '@/components/swr'
import { useServerText } from '@/components/i18n/useServerText'
import { billingEndpoints } from '../../endpoints'
import { ApiError, send } from '@/contract/client'
import { at, withQuery } from '@/contract/endpoint'
import { Link } from '@/i18n/navigation'
import { centreToday } from '@/lib/dates'
import { formatCents } from '../../money'
import { dayWords, monthText } from '../../documents/words'
import type { BillingAccountRecord, InvoiceRecord, LedgerEntryRecord } from '../../record'

export const BILLING_PATH = '/billing'
const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'
/** The statements offered: this year so far and the two before it (the tax year just ended first in mind). */
const STATEMENT_YEARS = 3

/** What the family owes, or its credit, in a sentence. */
export function BalanceLine({ balanceCents, locale }: { balanceCents: number; locale: string }) {
  const t = useTranslations('portal.billing')
  const amount = formatCents(Math.abs(balanceCents), locale)
  return <p className="mt-2 text-xl font-semibold text-ink">{balanceCents > 0 ? t('owes', { amount }) : balanceCents < 0 ? t('credit', { amount }) : t('settled')}</p>
}

/** One card of the account, named by its h2 (a landmark a screen reader can jump to). */
function BillingCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-3xl bg-white p-6 shadow-sm">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** /billing: the parent's own family's account (docs/spec.md §14): balance, invoices to pay, recent payments, the year-end statements. */
export function FamilyBilling() {
  const t = useTranslations('portal.billing')
  return (
    <ParentScreen
      path={BILLING_PATH}
      links={
        <Button asChild variant="outline" size="sm">
          <Link href="/parent-dashboard">{t('dashboard')}</Link>
        </Button>
      }
    >
      {() => (
        <>
          <h1 className="text-3xl font-bold text-ink">{t('heading')}</h1>
          <p className="mt-2 text-lg text-ink-soft">{t('intro')}</p>
          <Suspense fallback={null}>
            <ReturnFromPayment />
          </Suspense>
          <Account />
          <Statements />
        </>
      )}
    </ParentScreen>
  )
}

function Account() {
  const t = useTranslations('portal.billing')
  const words = useTranslations('billing')
  const locale = useLocale()
  const { data, error, mutate } = useEndpoint(billingEndpoints.account)
  if (error) return <LoadError message={t('failed')} onRetry={() => void mutate()} />
  if (!data) return <PortalStatus>{t('loading')}</PortalStatus>
  return (
    <>
      <BillingCard id="billing-balance" title={t('balanceHeading')}>
        <BalanceLine balanceCents={data.balanceCents} locale={locale} />
        {data.balanceCents > 0 && (
          <>
            <h3 className="mt-4 text-lg font-semibold text-ink">{t('howToPay')}</h3>
            <p className="mt-1 text-ink-soft">{data.onlinePayments ? t('payOnline') : words('payAtCentre')}</p>
          </>
        )}
      </BillingCard>
      <OpenInvoices account={data} locale={locale} />
      <RecentPayments payments={data.recentPayments} locale={locale} />
    </>
  )
}

function OpenInvoices({ account, locale }: { account: BillingAccountRecord; locale: string }) {
  const t = useTranslations('portal.billing')
  return (
    <BillingCard id="billing-open" title={t('openHeading')}>
      {account.openInvoices.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('noOpen')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {account.openInvoices.map((invoice) => (
            <OpenInvoice key={invoice.id} invoice={invoice} locale={locale} payOnline={account.onlinePayments} />
          ))}
        </ul>
      )}
    </BillingCard>
  )
}

function OpenInvoice({ invoice, locale, payOnline }: { invoice: InvoiceRecord; locale: string; payOnline: boolean }) {
  const t = useTranslations('portal.billing')
  return (
    <li className="rounded-2xl border border-brand-100 p-4">
      <p className="font-semibold text-ink">{t('invoiceRow', { number: invoice.number, month: monthText(invoice.period, locale) })}</p>
      <p>{t('toPay', { open: formatCents(invoice.openCents, locale), total: formatCents(invoice.totalCents, locale) })}</p>
      <p className="text-ink-soft">{t('due', { date: dayWords(invoice.dueOn, locale) })}</p>
      <p className="mt-2 flex flex-wrap gap-4">
        <Link href={`${BILLING_PATH}/invoices/${invoice.id}`} className={LINK}>
          {t('view', { number: invoice.number })}
        </Link>
        <a href={at(billingEndpoints.invoicePdf, invoice.id).path} className={LINK}>
          {t('pdf', { number: invoice.number })}
        </a>
      </p>
      {payOnline && <PayOnline invoice={invoice} locale={locale} />}
    </li>
  )
}

/** Stripe's payment page for what is still owed on the invoice: the server makes it, the browser goes there. */
function PayOnline({ invoice, locale }: { invoice: InvoiceRecord; locale: string }) {
  const t = useTranslations('portal.billing')
  const serverText = useServerText()
  const [opening, setOpening] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const pay = async () => {
    setOpening(true)
    setProblem(null)
    try {
      const { url } = await send(billingEndpoints.checkout, { invoiceId: invoice.id })
      window.location.assign(url)
    } catch (error) {
      setProblem((error instanceof ApiError && error.serverMessage && serverText(error.serverMessage)) || t('payFailed'))
      setOpening(false)
    }
  }
  return (
    <div className="mt-3">
      <Button onClick={() => void pay()} disabled={opening}>
        {opening ? t('paying') : t('pay', { amount: formatCents(invoice.openCents, locale) })}
      </Button>
      {problem && (
        <p role="alert" className="mt-2 text-coral-700">
          {problem}
        </p>
      )}
    </div>
  )
}

/** Back from Stripe's page: the payment is booked when Stripe's webhook confirms it, so the page says so. */
function ReturnFromPayment() {
  const t = useTranslations('portal.billing')
  const payment = useSearchParams().get('payment')
  if (payment !== 'done' && payment !== 'cancelled') return null
  return (
    <p role="status" className="mt-6 rounded-2xl bg-sun-50 p-4 text-ink">
      {payment === 'done' ? t('paymentDone') : t('paymentCancelled')}
    </p>
  )
}

function RecentPayments({ payments, locale }: { payments: LedgerEntryRecord[]; locale: string }) {
  const t = useTranslations('portal.billing')
  return (
    <BillingCard id="billing-payments" title={t('paymentsHeading')}>
      {payments.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('noPayments')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-2 border-b border-brand-100 pb-2">
              <span>{t('paidOn', { amount: formatCents(-payment.amountCents, locale), date: dayWords(payment.postedOn, locale) })}</span>
              <span className="text-ink-soft">{payment.kind === 'subsidy-payment' ? t('methods.subsidy') : methodText(t, payment)}</span>
            </li>
          ))}
        </ul>
      )}
    </BillingCard>
  )
}

type PaymentWords = ReturnType<typeof useTranslations<'portal.billing'>>
function methodText(t: PaymentWords, payment: LedgerEntryRecord): string {
  switch (payment.method) {
    case 'check':
      return t('methods.check', { reference: payment.reference ?? '' })
    case 'cash':
    case 'money-order':
    case 'bank-transfer':
    case 'card':
    case 'online-bank':
      return t(`methods.${payment.method}`)
    default:
      return ''
  }
}

function Statements() {
  const t = useTranslations('portal.billing')
  // The centre's year, not the browser's: on 31 December at 23:30 in New York a UTC browser is already in the next one.
  const thisYear = Number(centreToday().slice(0, 4))
  const years = Array.from({ length: STATEMENT_YEARS }, (_, index) => thisYear - index)
  return (
    <BillingCard id="billing-statements" title={t('statementsHeading')}>
      <p className="mt-2 text-ink-soft">{t('statementsIntro')}</p>
      <ul className="mt-4 flex flex-wrap gap-4">
        {years.map((year) => (
          <li key={year}>
            <a href={withQuery(billingEndpoints.statement.path, { year })} className={LINK}>
              {t('statementFor', { year })}
            </a>
          </li>
        ))}
      </ul>
    </BillingCard>
  )
}
