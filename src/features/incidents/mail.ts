/**
 * What the mail about a new incident report says, in the parent's language (the catalogue's
 * `mail.incident`); hooks/announceIncident.ts queues it when a report is filed.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { hello } from '@/mail/mails'
import { mailDateTime, mailText } from '@/mail/text'

/** An incident report about a parent's child: always sent, like mails about the account. `occurredAt`: told in the centre's time zone. */
export function incidentMail(
  parent: { firstName?: string | null },
  report: { childFirstName: string; occurredAt: Date; place: string },
  centreName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const t = mailText(locale)
  const when = mailDateTime(report.occurredAt, locale, 'long')
  return {
    locale,
    subject: t('incident.subject', { childFirstName: report.childFirstName }),
    greeting: hello(t, parent.firstName),
    paragraphs: [t('incident.filed', { centre: centreName, childFirstName: report.childFirstName, when, place: report.place }), t('incident.instructions')],
    action: { label: t('incident.action'), path: localizedPath(locale, '/parent-dashboard') },
    notes: [t('incident.always')],
  }
}
