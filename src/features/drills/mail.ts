/**
 * What the month-end mail about a missing fire drill says, in each admin's language (the catalogue's
 * `mail.fireDrillMissing`); jobs/fireDrillReminder.ts queues it.
 */
import { localizedPath } from '@/i18n/paths'
import { DEFAULT_LOCALE, FORMAT_LOCALE, type Locale } from '@/i18n/routing'
import type { MailContent } from '@/mail/layout'
import { mailText } from '@/mail/text'

/** The director's drills screen, where the mail sends the admins. */
export const DRILLS_PATH = '/staff/drills'

const monthWords = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`))
const dayWords = (day: string, locale: Locale) => new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

/** A month (YYYY-MM) whose last week has begun without its fire drill: to every admin with an email, once a month. */
export function fireDrillMissingMail(reminder: { month: string; endsOn: string }, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = mailText(locale)
  const month = monthWords(reminder.month, locale)
  return {
    locale,
    subject: t('fireDrillMissing.subject', { month }),
    paragraphs: [t('fireDrillMissing.situation', { month, endsOn: dayWords(reminder.endsOn, locale) }), t('fireDrillMissing.instructions')],
    action: { label: t('fireDrillMissing.action'), path: localizedPath(locale, DRILLS_PATH) },
    notes: [t('fireDrillMissing.once')],
  }
}
