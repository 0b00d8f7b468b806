/**
 * The accounts' mails, in the account's language (the catalogue's `mail.passwordReset` and
 * `mail.invitation`): a link to choose a new password and an invitation to choose the first one.
 * passwordLinks.ts issues the links and queues these mails.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { localizedPath } from '@/i18n/paths'
import type { MailContent } from '@/mail/layout'
import { hello } from '@/mail/mails'
import { mailText } from '@/mail/text'

export const PASSWORD_RESET_HOURS = 1
export const INVITATION_DAYS = 7

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
