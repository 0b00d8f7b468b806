import { connection } from 'next/server'

import { MAIL_NOT_SET_UP, mailDelivers } from '@/mail/settings'

/**
 * Whether a link by email reaches a person on this server (false only in production without SMTP_URL),
 * read when the page is requested: a build would otherwise bake in the build machine's answer.
 */
export async function mailReady(): Promise<boolean> {
  await connection()
  return mailDelivers()
}

/** What the screens that need mail say instead when it is off (the server's own words). */
export { MAIL_NOT_SET_UP }
