/**
 * What the mails about a family message say (the catalogue's `mail.familyMessageToCentre` and
 * `mail.familyMessageToParent`); hooks/announceFamilyMessage.ts queues them when a message is sent.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { CENTRE_MAIL_LOCALE, hello } from '@/mail/mails'
import { mailText } from '@/mail/text'

/**
 * Family messages. The message's text and images stay in the portal and the inbox (they can
 * be private): the mail only says there is one, and where to read it. The family's message goes to the
 * centre's notification address (CENTRE_MAIL_LOCALE); `familyName` null: the account has no name ("A family").
 */
export function familyMessageToCentreMail(familyName: string | null, imageCount: number, locale: Locale = CENTRE_MAIL_LOCALE): MailContent {
  const t = mailText(locale)
  const name = familyName || t('familyMessageToCentre.aFamily')
  return {
    locale,
    subject: t('familyMessageToCentre.subject', { name }),
    paragraphs: [t('familyMessageToCentre.intro', { name, images: imageCount })],
    action: { label: t('familyMessageToCentre.action'), path: localizedPath(locale, '/admin') },
    notes: [t('familyMessageToCentre.where')],
  }
}

export function familyMessageToParentMail(parent: { firstName?: string | null }, centreName: string, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = mailText(locale)
  return {
    locale,
    subject: t('familyMessageToParent.subject', { centre: centreName }),
    greeting: hello(t, parent.firstName),
    paragraphs: [t('familyMessageToParent.intro', { centre: centreName })],
    action: { label: t('familyMessageToParent.action'), path: localizedPath(locale, '/parent-dashboard') },
  }
}
