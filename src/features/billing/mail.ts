/**
 * What the mail about a new invoice says, in the family's language (the catalogue's `mail.invoice`, its
 * amounts and days as the portal writes them); hooks/announceInvoice.ts queues it when an invoice is issued.
 */
import type { Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { hello } from '@/mail/mails'
import { mailText } from '@/mail/text'
import { dayWords, monthText } from './documents/words'
import { formatCents } from './money'

export function invoiceMail(
  parent: { firstName?: string | null },
  invoice: { id: string; number: number; period: string; dueOn: string; totalCents: number },
  balanceCents: number,
  centreName: string,
  onlinePayments: boolean,
  locale: Locale,
): MailContent {
  const t = mailText(locale)
  const [month, total] = [monthText(invoice.period, locale), formatCents(invoice.totalCents, locale)]
  return {
    locale,
    subject: t('invoice.subject', { centre: centreName, number: invoice.number, month, total }),
    greeting: hello(t, parent.firstName),
    paragraphs: [
      t('invoice.ready', { month, total, date: dayWords(invoice.dueOn, locale) }),
      ...(balanceCents !== invoice.totalCents ? [t('invoice.owed', { balance: formatCents(balanceCents, locale) })] : []),
      onlinePayments ? t('invoice.payOnline') : t('invoice.payAtCentre'),
    ],
    action: { label: t('invoice.action'), path: localizedPath(locale, `/billing/invoices/${invoice.id}`) },
    notes: [t('newsletter.optOut')],
  }
}
