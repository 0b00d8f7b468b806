/**
 * What the mail about a new Quick Contact message says (the catalogue's `mail.newContactMessage`), to the
 * centre's notification address; hooks/announceContactMessage.ts queues it when a message is saved.
 */
import { type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { CENTRE_MAIL_LOCALE } from '@/mail/mails'
import { mailText } from '@/mail/text'

/** To the centre's notification address (CENTRE_MAIL_LOCALE). */
export function newContactMessageMail(message: { name: string; email: string; message: string }, locale: Locale = CENTRE_MAIL_LOCALE): MailContent {
  const t = mailText(locale)
  return {
    locale,
    subject: t('newContactMessage.subject', { name: message.name }),
    paragraphs: [t('newContactMessage.intro', { name: message.name })],
    details: [
      { label: t('newContactMessage.from'), value: `${message.name} <${message.email}>` },
      { label: t('newContactMessage.message'), value: message.message },
    ],
    action: { label: t('newContactMessage.action'), path: localizedPath(locale, '/admin-dashboard') },
    notes: [t('newContactMessage.reply')],
  }
}
