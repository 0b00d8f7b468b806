'use client'

import { useLocale, useTranslations } from 'next-intl'

import { ParentScreen } from '@/components/portal/ParentScreen'
import { PortalStatus } from '@/components/portal/PortalFrame'
import { LoadError } from '@/components/portal/RecordStates'
import { Button } from '@/components/ui/button'
import { useEndpoint } from '@/components/swr'
import { billingEndpoints } from '../../endpoints'
import { ApiError } from '@/contract/client'
import { at } from '@/contract/endpoint'
import { Link } from '@/i18n/navigation'
import { dayWords, lineText, monthText } from '../../documents/words'
import { formatCents } from '../../money'
import { BILLING_PATH } from './FamilyBilling'

/**
 * One invoice as the parent reads it, in the page's language: its month, issue and due days, a row per
 * line in words, the total and what is still owed; the PDF beside it. The API decides who may read it.
 */
export function InvoiceView({ invoiceId }: { invoiceId: string }) {
  const t = useTranslations('portal.billing')
  return (
    <ParentScreen
      path={`${BILLING_PATH}/invoices/${invoiceId}`}
      links={
        <Button asChild variant="outline" size="sm">
          <Link href={BILLING_PATH}>{t('invoice.back')}</Link>
        </Button>
      }
    >
      {() => <Invoice invoiceId={invoiceId} />}
    </ParentScreen>
  )
}

function Invoice({ invoiceId }: { invoiceId: string }) {
  const t = useTranslations('portal.billing')
  const words = useTranslations('billing')
  const locale = useLocale()
  const { data, error, mutate } = useEndpoint(at(billingEndpoints.invoice, invoiceId))
  if (error) {
    if (error instanceof ApiError && error.status === 404) return <p className="text-lg">{t('invoice.notFound')}</p>
    return <LoadError message={t('invoice.failed')} onRetry={() => void mutate()} />
  }
  if (!data) return <PortalStatus>{t('invoice.loading')}</PortalStatus>
  const money = (cents: number) => formatCents(cents, locale)
  return (
    <article className="rounded-3xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{words('invoice', { number: data.number })}</h1>
          <p className="mt-1 text-lg">{monthText(data.period, locale)}</p>
          <p className="text-ink-soft">{words('issuedOn', { date: dayWords(data.issuedOn, locale) })}</p>
          <p className="text-ink-soft">{words('dueOn', { date: dayWords(data.dueOn, locale) })}</p>
        </div>
        <Button asChild>
          <a href={at(billingEndpoints.invoicePdf, data.id).path}>{t('invoice.pdf')}</a>
        </Button>
      </div>
      <table className="mt-6 w-full border-collapse text-left">
        <caption className="sr-only">{t('invoice.lines')}</caption>
        <thead>
          <tr className="border-b-2 border-brand-100">
            <th scope="col" className="py-2 pr-4">
              {words('child')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {words('description')}
            </th>
            <th scope="col" className="py-2 text-right">
              {words('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line, index) => (
            <tr key={index} className="border-b border-brand-100 align-top">
              <td className="py-2 pr-4">{line.childName ?? words('wholeFamily')}</td>
              <td className="py-2 pr-4">{lineText(words, line, locale)}</td>
              <td className="py-2 text-right tabular-nums">{money(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-4 text-left">
              {words('total')}
            </th>
            <td className="py-2 text-right font-bold tabular-nums">{money(data.totalCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-4 text-left font-normal">
              {data.openCents > 0 ? words('stillOwed') : words('paidInFull')}
            </th>
            <td className="py-2 text-right tabular-nums">{money(data.openCents)}</td>
          </tr>
        </tfoot>
      </table>
      {data.openCents > 0 && <p className="mt-4 text-ink-soft">{words('payAtCentre')}</p>}
    </article>
  )
}
