import 'server-only'

/**
 * What the billing PDFs say, in the family's language: the catalogue's `billing` namespace, read with
 * next-intl's `createTranslator` (no React, no request), laid out by pdf.tsx.
 */
import { createTranslator } from 'next-intl'

import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import type { Locale } from '@/i18n/routing'
import type { InvoiceRecord } from '../record'
import type { YearPaid } from '../statement'
import type { PdfContent } from './pdf'
import { dayWords, lineText, monthText } from './words'

/** The centre as its billing papers name it (the site settings, read by the server). */
export type BillingCentre = { name: string; address: string | null; phone: string | null; email: string | null; taxId: string | null }

const CATALOGUES = { en, es } as const
export const billingText = (locale: Locale) => createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'billing' })

const centreLines = (centre: BillingCentre) => [centre.address, [centre.phone, centre.email].filter(Boolean).join(' · ')].filter((line): line is string => Boolean(line))

/** An invoice as its PDF shows it: the centre, the family, each line, the total and what is still owed. */
export function invoiceContent(invoice: InvoiceRecord, familyName: string, centre: BillingCentre, today: string, onlinePayments: boolean): PdfContent {
  const locale = invoice.language
  const t = billingText(locale)
  return {
    title: t('invoice', { number: invoice.number }),
    language: locale,
    centre: { name: centre.name, lines: centreLines(centre) },
    heading: [monthText(invoice.period, locale), t('issuedOn', { date: dayWords(invoice.issuedOn, locale) }), t('dueOn', { date: dayWords(invoice.dueOn, locale) })],
    blocks: [{ label: t('billedTo'), lines: [familyName] }],
    table: {
      columns: [t('child'), t('description'), t('amount')],
      rows: invoice.lines.map((line) => ({ cells: [line.childName ?? t('wholeFamily'), lineText(t, line, locale)], amountCents: line.amountCents })),
      totals: [
        { label: t('total'), amountCents: invoice.totalCents, bold: true },
        { label: invoice.openCents > 0 ? t('stillOwed') : t('paidInFull'), amountCents: invoice.openCents },
      ],
    },
    notes: [
      ...(invoice.openCents > 0 && !onlinePayments ? [t('payAtCentre')] : []),
      ...(centre.phone || centre.email ? [t('questions', { phone: centre.phone ?? '', email: centre.email ?? '' })] : []),
      t('statement.prepared', { date: dayWords(today, locale) }),
    ],
  }
}

/** The year-end statement: the provider with its tax id, who paid, and what was paid for each child. */
export function statementContent(year: number, paid: YearPaid, childName: (key: string) => string, familyName: string, centre: BillingCentre, today: string, locale: Locale): PdfContent {
  const t = billingText(locale)
  return {
    title: t('statement.title', { year }),
    language: locale,
    centre: { name: centre.name, lines: centreLines(centre) },
    heading: [t('statement.prepared', { date: dayWords(today, locale) })],
    blocks: [
      { label: t('statement.provider'), lines: [centre.name, ...(centre.address ? [centre.address] : []), centre.taxId ? t('statement.taxId', { taxId: centre.taxId }) : t('statement.noTaxId')] },
      { label: t('statement.family'), lines: [familyName] },
      { label: t('statement.subtitle'), lines: [t('statement.intro', { family: familyName, centre: centre.name, year })] },
    ],
    table: {
      columns: [t('statement.paidFor'), t('statement.paid')],
      rows: [
        ...paid.byChild.map(({ key, cents }) => ({ cells: [key ? childName(key) : t('wholeFamily')], amountCents: cents })),
        ...(paid.advanceCents > 0 ? [{ cells: [t('statement.notYetBilled')], amountCents: paid.advanceCents }] : []),
      ],
      totals: [{ label: t('statement.total', { year }), amountCents: paid.totalCents, bold: true }],
    },
    notes: [...(paid.totalCents === 0 ? [t('statement.nothingPaid', { year })] : []), t('statement.subsidyNote')],
  }
}
