/**
 * What the mail about a dose of medicine says, in the parent's language (the catalogue's
 * `mail.medication`); hooks/announceDose.ts queues it when staff record a dose given, refused or missed.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { hello } from '@/mail/mails'
import { mailDateTime, mailText } from '@/mail/text'
import type { DoseOutcome } from './medication'

export function doseMail(
  parent: { firstName?: string | null },
  dose: { childFirstName: string; medicine: string; outcome: DoseOutcome; at: Date; amount?: string | null; reason?: string | null; staffName: string },
  centreName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const t = mailText(locale)
  const when = mailDateTime(dose.at, locale, 'long')
  const values = { centre: centreName, childFirstName: dose.childFirstName, medicine: dose.medicine, when, amount: dose.amount ?? '', reason: dose.reason ?? '', staff: dose.staffName }
  return {
    locale,
    subject: t('medication.subject', { outcome: dose.outcome, childFirstName: dose.childFirstName, medicine: dose.medicine }),
    greeting: hello(t, parent.firstName),
    paragraphs: [t('medication.recorded', { outcome: dose.outcome, ...values })],
    action: { label: t('medication.action'), path: localizedPath(locale, '/parent-dashboard') },
    notes: [t('medication.choices')],
  }
}
