/**
 * What the mail about a newly published newsletter says, in the parent's language (the catalogue's
 * `mail.newsletter`); hooks/announceNewsletter.ts queues it on a newsletter's first publication.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { hello } from '@/mail/mails'
import { mailText } from '@/mail/text'

export function newsletterMail(parent: { firstName?: string | null }, title: string, centreName: string, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = mailText(locale)
  return {
    locale,
    subject: t('newsletter.subject', { centre: centreName, title }),
    greeting: hello(t, parent.firstName),
    paragraphs: [t('newsletter.intro', { title })],
    action: { label: t('newsletter.action'), path: localizedPath(locale, '/') },
    notes: [t('newsletter.optOut')],
  }
}
