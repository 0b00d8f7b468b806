'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Fragment, useEffect, useRef, useState } from 'react'

import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { billingAdminEndpoints, billingEndpoints } from '../../endpoints'
import { formatCents } from '../../money'
import type { FamilyLedgerRecord, InvoiceRecord } from '../../record'
import type { OpenedFamily } from './AgingSection'
import { BillingSection, LoadState } from './BillingSection'
import { catalogueKey } from '../../catalogueKeys'
import { dayText, methodKeyOf, monthText } from './billingText'
import { PaymentForm } from './PaymentForm'
import { TableHead } from './TableHead'

const numeric = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'

/**
 * One family's account: the balance, the invoices still owed on, the payment form, and every entry of
 * the ledger, oldest first, with the balance after each. Its heading takes focus when it opens, so a
 * keyboard or screen-reader user lands on what they opened.
 */
export function FamilyLedger({ family, onClose }: { family: OpenedFamily; onClose: () => void }) {
  const t = useTranslations('staff.billing.ledger')
  const billing = useTranslations('staff.billing')
  const heading = useRef<HTMLHeadingElement>(null)
  const ledger = useEndpoint(billingAdminEndpoints.billingLedger, { familyId: family.id })
  const account = useEndpoint(billingEndpoints.account, { familyId: family.id })
  const name = ledger.data?.familyName || family.name

  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [])

  return (
    <BillingSection
      id="billing-ledger"
      title={t('heading', { name })}
      headingRef={heading}
      aside={
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {!ledger.data ? (
        <LoadState loading={t('loading')} failed={ledger.error ? t('loadFailed') : undefined} retry={() => void ledger.mutate()} retryLabel={billing('tryAgain')} />
      ) : (
        <div className="flex flex-col gap-6">
          <Balance cents={ledger.data.balanceCents} />
          <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="flex flex-col gap-6">
              <OpenInvoices name={name} invoices={account.data?.openInvoices} failed={Boolean(account.error)} retry={() => void account.mutate()} />
              <Entries name={name} entries={ledger.data.entries} />
            </div>
            <PaymentForm family={{ id: family.id, name }} />
          </div>
        </div>
      )}
    </BillingSection>
  )
}

function Balance({ cents }: { cents: number }) {
  const t = useTranslations('staff.billing.ledger')
  const locale = useLocale()
  return (
    <p className="text-lg">
      {t('balance')}:{' '}
      <strong className="text-2xl tabular-nums" data-testid="ledger-balance">
        {formatCents(cents, locale)}
      </strong>{' '}
      <span className="text-ink-soft">({cents > 0 ? t('owes') : cents < 0 ? t('inCredit') : t('settled')})</span>
    </p>
  )
}

function OpenInvoices({ name, invoices, failed, retry }: { name: string; invoices: InvoiceRecord[] | undefined; failed: boolean; retry: () => void }) {
  const t = useTranslations('staff.billing.ledger')
  const billing = useTranslations('staff.billing')
  return (
    <div>
      <h3 className="mb-2 text-lg font-bold text-ink">{t('openInvoices')}</h3>
      {!invoices ? (
        <LoadState loading={t('loading')} failed={failed ? t('loadFailed') : undefined} retry={retry} retryLabel={billing('tryAgain')} />
      ) : invoices.length === 0 ? (
        <p className="text-ink-soft">{t('noOpenInvoices')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse">
            <caption className="sr-only">{t('invoiceCaption', { name })}</caption>
            <TableHead columns={[{ label: t('invoice') }, { label: t('month') }, { label: t('dueOn') }, { label: t('total'), amount: true }, { label: t('stillOwed'), amount: true }]} />
            <tbody>
              {invoices.map((invoice) => (
                <InvoiceRows key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** An open invoice, its number a disclosure: the lines it holds, in a row of their own under it. */
function InvoiceRows({ invoice }: { invoice: InvoiceRecord }) {
  const t = useTranslations('staff.billing.ledger')
  const locale = useLocale()
  const [shown, setShown] = useState(false)
  const linesId = `invoice-lines-${invoice.id}`
  return (
    <Fragment>
      <tr className={shown ? 'bg-brand-50/60' : 'border-b border-slate-200'}>
        <th scope="row" className="px-3 py-2 text-left font-semibold">
          <Button variant="link" className="min-h-11 px-0" aria-expanded={shown} aria-controls={shown ? linesId : undefined} onClick={() => setShown((value) => !value)}>
            {t('invoiceNumber', { number: invoice.number })}
          </Button>
        </th>
        <td className="px-3 py-2">{monthText(invoice.period, locale)}</td>
        <td className="px-3 py-2 whitespace-nowrap">{dayText(invoice.dueOn, locale)}</td>
        <td className={numeric}>{formatCents(invoice.totalCents, locale)}</td>
        <td className={`${numeric} font-semibold`}>{formatCents(invoice.openCents, locale)}</td>
      </tr>
      {shown && (
        <tr id={linesId} className="border-b border-slate-200 bg-brand-50/60">
          <td colSpan={5} className="px-3 pb-3">
            <ul aria-label={t('invoiceLines', { number: invoice.number })} className="flex flex-col gap-1">
              {invoice.lines.map((line, index) => (
                <li key={index} className="flex flex-wrap justify-between gap-x-4">
                  <span>
                    <span className="font-semibold">{t(`lines.${catalogueKey(line.kind)}`)}</span>
                    {line.childName && ` · ${line.childName}`}
                    {typeof line.detail.programme === 'string' && ` · ${line.detail.programme}`}
                    {typeof line.detail.reason === 'string' && line.detail.reason && ` · ${line.detail.reason}`}
                  </span>
                  <span className="tabular-nums">{formatCents(line.amountCents, locale)}</span>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </Fragment>
  )
}

function Entries({ name, entries }: { name: string; entries: FamilyLedgerRecord['entries'] }) {
  const t = useTranslations('staff.billing.ledger')
  const locale = useLocale()
  return (
    <div>
      <h3 className="mb-2 text-lg font-bold text-ink">{t('entries')}</h3>
      {entries.length === 0 ? (
        <p className="text-ink-soft">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="billing-entries-caption" tabIndex={0}>
          <table className="w-full min-w-[36rem] border-collapse" data-testid="ledger-entries">
            <caption id="billing-entries-caption" className="sr-only">
              {t('entriesCaption', { name })}
            </caption>
            <TableHead columns={[{ label: t('date') }, { label: t('what') }, { label: t('method') }, { label: t('amount'), amount: true }, { label: t('balanceAfter'), amount: true }]} />
            <tbody>
              {entries.map((entry) => {
                const method = methodKeyOf(entry.method)
                return (
                  <tr key={entry.id} className="border-b border-slate-200 align-top">
                    <td className="px-3 py-2 whitespace-nowrap">{dayText(entry.postedOn, locale)}</td>
                    <td className="px-3 py-2">
                      <span className="font-semibold">{t(`kinds.${catalogueKey(entry.kind)}`)}</span>
                      {/* What the server wrote is English: marked so, a Spanish screen reader reads it in English. */}
                      <span className="block text-sm text-ink-soft" lang={locale === 'en' ? undefined : 'en'}>
                        {entry.description}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      {method ? t(`methods.${method}`) : ''}
                      {entry.reference && <span className="block text-sm text-ink-soft">{entry.reference}</span>}
                    </td>
                    <td className={numeric}>{formatCents(entry.amountCents, locale)}</td>
                    <td className={`${numeric} font-semibold`}>{formatCents(entry.balanceCents, locale)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
