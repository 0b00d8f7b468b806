/**
 * The mails themselves: what each says, in the language it is given (the recipient's; see
 * notices.ts and passwordLinks.ts for how it is chosen). Each returns the content for `renderMail`
 * (layout.ts). The words are the catalogue's `mail` namespace (text.ts); a link's path is the page in
 * that language (`/es/reset-password?…` for Spanish). English, the default, reads as it always has.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from './layout'
import { type MailText, mailText } from './text'

export const PASSWORD_RESET_HOURS = 1
export const INVITATION_DAYS = 7

/** The language of the mails to the centre's notification address: the staff's (English). */
export const CENTRE_MAIL_LOCALE: Locale = DEFAULT_LOCALE

/** The greeting of a mail to a person: by first name when the account has one. */
export const hello = (t: MailText, firstName?: string | null) => (firstName?.trim() ? t('greeting.named', { name: firstName.trim() }) : t('greeting.anonymous'))

export function passwordResetMail(user: { firstName?: string | null; username: string }, path: string, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = mailText(locale)
  return {
    locale,
    subject: t('passwordReset.subject'),
    greeting: hello(t, user.firstName),
    paragraphs: [t('passwordReset.intro', { username: user.username })],
    action: { label: t('passwordReset.action'), path: localizedPath(locale, path) },
    notes: [t('passwordReset.lifetime', { hours: PASSWORD_RESET_HOURS }), t('passwordReset.notYou')],
  }
}

export function invitationMail(user: { firstName?: string | null; username: string }, centreName: string, path: string, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = mailText(locale)
  return {
    locale,
    subject: t('invitation.subject', { centre: centreName }),
    greeting: hello(t, user.firstName),
    paragraphs: [t('invitation.intro', { centre: centreName }), t('invitation.username', { username: user.username })],
    action: { label: t('invitation.action'), path: localizedPath(locale, path) },
    notes: [t('invitation.lifetime', { days: INVITATION_DAYS })],
  }
}
