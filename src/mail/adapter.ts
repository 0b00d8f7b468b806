import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { MAIL_OFF_WARNING, mailMode, mailSender } from './settings'

/**
 * Prints each mail (addresses, subject and the plain-text body with its links) to the console: mail in
 * development and tests without SMTP_URL. Never used in production (see settings.ts).
 */
const consoleMailAdapter: EmailAdapter = () => {
  const sender = mailSender()
  return {
    name: 'console',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message: SendEmailOptions) => {
      const rule = '─'.repeat(60)
      console.info(`\n${rule}\nMail (not sent: SMTP_URL is not set; printed here instead)\nTo: ${String(message.to)}\nSubject: ${message.subject ?? ''}\n\n${String(message.text ?? '')}\n${rule}\n`)
      return { printed: true }
    },
  }
}

/**
 * The Payload `email` adapter of this server: SMTP_URL through @payloadcms/email-nodemailer, the console
 * in development, none in production without SMTP_URL (Payload then refuses to send, and our code never
 * asks it to: see `mailDelivers`).
 */
export function emailAdapter(): Promise<EmailAdapter> | EmailAdapter | undefined {
  const mode = mailMode()
  if (mode === 'console') return consoleMailAdapter
  if (mode === 'off') return undefined
  const sender = mailSender()
  return nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    // nodemailer reads `smtp://user:pass@host:port` and `smtps://…` itself (TLS for smtps, STARTTLS when offered).
    transportOptions: process.env.SMTP_URL!.trim() as never,
    // Not at start: a mail server that is down must not hold up the site; a failed send is retried by the queue.
    skipVerify: true,
  })
}

/** Logged once at start by a production server that cannot send mail. */
export function warnWhenMailIsOff(logger: { warn: (message: string) => void }) {
  if (mailMode() === 'off') logger.warn(MAIL_OFF_WARNING)
}
