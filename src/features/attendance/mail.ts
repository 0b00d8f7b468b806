/**
 * What the mail about a check-out forgotten overnight says, in each admin's language (the catalogue's
 * `mail.forgottenCheckOut`); jobs/forgottenCheckOuts.ts queues it.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { mailDateTime, mailText } from '@/mail/text'

const ATTENDANCE_PATH = '/staff/attendance'

/**
 * A check-out forgotten overnight (a stay still open once the centre's day is over), to every admin with
 * an email, once per stay (jobs/forgottenCheckOuts.ts). The check-in is told in the centre's time zone.
 */
export function forgottenCheckOutMail(stay: { child: string; room: string; checkedInAt: Date }, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = mailText(locale)
  return {
    locale,
    subject: t('forgottenCheckOut.subject', { child: stay.child, room: stay.room }),
    paragraphs: [
      t('forgottenCheckOut.situation', { child: stay.child, room: stay.room, when: mailDateTime(stay.checkedInAt, locale, 'long') }),
      t('forgottenCheckOut.instructions', { child: stay.child }),
    ],
    action: { label: t('forgottenCheckOut.action'), path: localizedPath(locale, ATTENDANCE_PATH) },
    notes: [t('forgottenCheckOut.once')],
  }
}
