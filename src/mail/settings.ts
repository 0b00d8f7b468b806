/**
 * Where mail goes, read from the environment:
 * - `SMTP_URL` set (`smtp://user:pass@host:587`, `smtps://…:465`): sent through it (@payloadcms/email-nodemailer).
 * - not set, development and tests: printed to the server's console, links included, so a developer can
 *   follow a reset or invitation link without a mail server.
 * - not set, production: nothing is sent; the server warns at start, and the screens that need mail
 *   (forgot password, invitations) say it is not set up instead of pretending.
 */
import { DEFAULT_CENTRE_NAME } from '@/lib/siteSettings'

export type MailMode = 'smtp' | 'console' | 'off'

export function mailMode(): MailMode {
  if (process.env.SMTP_URL?.trim()) return 'smtp'
  return process.env.NODE_ENV === 'production' ? 'off' : 'console'
}

/** Whether a mail sent now reaches a person (SMTP) or a developer's console; false only in production without SMTP_URL. */
export const mailDelivers = () => mailMode() !== 'off'

/** What screens and endpoints that need mail say when it is off. */
export const MAIL_NOT_SET_UP = 'Email is not set up on this server yet, so no link can be sent. Please ask the centre for help.'

/** The warning a production server without SMTP_URL logs at start. */
export const MAIL_OFF_WARNING =
  'SMTP_URL is not set: no mail leaves this server. Password reset by email, invitations and notices are off until it is (see docs/operations.md).'

export type MailSender = { name: string; address: string }

/** `EMAIL_FROM`: `Centre <office@centre.example>` or a bare address; the centre's default name otherwise. */
export function mailSender(): MailSender {
  const configured = process.env.EMAIL_FROM?.trim() ?? ''
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(configured)
  if (named) return { name: named[1]!.trim() || DEFAULT_CENTRE_NAME, address: named[2]!.trim() }
  return { name: DEFAULT_CENTRE_NAME, address: configured || 'no-reply@localhost' }
}

/** The address new applications and contact messages are announced to when the site settings name none. */
export const defaultNotifyAddress = () => process.env.CENTRE_NOTIFY_EMAIL?.trim() || null
