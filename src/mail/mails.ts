/**
 * What the mails of every feature share: the language of the mails to the centre's address and the
 * greeting. Each mail itself is its feature's `mail.ts` (src/features/<name>/mail.ts): what it says, in the
 * language it is given (the recipient's; see notices.ts for how it is chosen), as the content for
 * `renderMail` (layout.ts), in the words of the catalogue's `mail` namespace (text.ts), its link the page in
 * that language (`/es/reset-password?…` for Spanish).
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import type { MailText } from './text'

/** The language of the mails to the centre's notification address: the staff's (English). */
export const CENTRE_MAIL_LOCALE: Locale = DEFAULT_LOCALE

/** The greeting of a mail to a person: by first name when the account has one. */
export const hello = (t: MailText, firstName?: string | null) => (firstName?.trim() ? t('greeting.named', { name: firstName.trim() }) : t('greeting.anonymous'))
