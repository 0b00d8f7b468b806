/**
 * Password links: "forgot your password" and "set your password" (an invitation) are one
 * mechanism. A link carries a random token; the account keeps only its SHA-256 (in Payload's
 * `resetPasswordToken`), so a copy of the database holds no working link. A reset link lasts an hour, an
 * invitation seven days; either works once, and using it ends every other session of the account.
 *
 * Payload's own reset operation does the password change (hash, sessions, sign-in); it is handed the
 * token's hash, here and in the CMS's /api/cms/users/reset-password (forgotPassword.ts).
 *
 * The mail is in the account's language (`users.language`), and its link opens the page in
 * that language (`/es/reset-password?token=…`); the token is the same whatever the page.
 */
import { createHash, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'
import { APIError, ValidationError, createLocalReq, resetPasswordOperation } from 'payload'

import { passwordField } from '@/contract/schemas/parent'
import { transactionConnection } from '@/lib/transactionConnection'
import { SECURE_ADMIN_USERNAME } from '@/lib/secureAdminAccount'
import { mailCentre } from '@/mail/centre'
import { queueMail } from '@/mail/queue'
import { mailLocale } from '@/mail/text'
import type { User } from '@/payload-types'
import { INVITATION_DAYS, PASSWORD_RESET_HOURS, invitationMail, passwordResetMail } from './mail'

export const PASSWORD_LINK_INVALID = 'This link has expired or has already been used. Please ask for a new one.'

export const PASSWORD_LINK_LIFETIME_MS = {
  reset: PASSWORD_RESET_HOURS * 60 * 60 * 1000,
  invitation: INVITATION_DAYS * 24 * 60 * 60 * 1000,
} as const
export type PasswordLinkPurpose = keyof typeof PASSWORD_LINK_LIFETIME_MS

/** At most one reset mail per account a minute, whoever asks and from wherever (no mail-bombing a parent). */
export const RESET_MAIL_INTERVAL_MS = 60_000

export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

type StoredAccount = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'role'> & { language?: User['language'] }

/** The page a link opens, with its token (made absolute by the mail layout: links go to this site only). */
export const passwordLinkPath = (token: string, purpose: PasswordLinkPurpose) =>
  `/reset-password?token=${encodeURIComponent(token)}${purpose === 'invitation' ? '&invitation=1' : ''}`

/** A new link for the account; any earlier link of the account stops working. Returns the link's path. */
export async function issuePasswordLink(payload: Payload, userId: string, purpose: PasswordLinkPurpose, req?: PayloadRequest): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: {
      resetPasswordToken: hashLinkToken(token),
      resetPasswordExpiration: new Date(now + PASSWORD_LINK_LIFETIME_MS[purpose]).toISOString(),
      resetPasswordRequestedAt: new Date(now).toISOString(),
      ...(purpose === 'invitation' ? { invitationPending: true } : {}),
    },
    ...(req ? { req } : {}),
  })
  return passwordLinkPath(token, purpose)
}

/**
 * The account's reset mail of this minute, claimed in one statement: PostgreSQL locks the row and checks
 * the last request's time again under the lock, so of several requests at the same moment (two tabs,
 * many servers, someone flooding the form) one finds the minute free and mails; the others mail nothing.
 */
async function claimResetMail(payload: Payload, userId: string, req?: PayloadRequest): Promise<boolean> {
  const { db } = await transactionConnection(payload, req)
  const now = Date.now()
  const { rows } = await db.execute(sql`
    update users set reset_password_requested_at = ${new Date(now).toISOString()}
    where id = ${userId} and (reset_password_requested_at is null or reset_password_requested_at <= ${new Date(now - RESET_MAIL_INTERVAL_MS).toISOString()})
    returning id`)
  return rows.length > 0
}

/** Accounts that never receive a password link: the gate's (it has no password anyone knows) and integrations (API keys only). */
const takesPasswordLinks = (account: StoredAccount) => account.username !== SECURE_ADMIN_USERNAME && account.role !== 'integration'

/**
 * "Forgot your password?" for a username or an email. Whatever the login, nothing is said about whether
 * an account matched (the caller answers the same every time): a known account with an email gets a reset
 * mail, at most one a minute (claimResetMail); anything else gets nothing.
 */
export async function requestPasswordReset(payload: Payload, login: string, req?: PayloadRequest): Promise<void> {
  const value = login.trim().toLowerCase()
  if (!value) return
  const where: Where = { or: [{ username: { equals: value } }, { email: { equals: value } }] }
  const found = await payload.db.find<StoredAccount>({ collection: 'users', where, limit: 2, pagination: false, ...(req ? { req } : {}) })
  // A username wins over someone else's email that happens to read the same.
  const account = found.docs.find((doc) => doc.username === value) ?? found.docs[0]
  if (!account?.email || !takesPasswordLinks(account)) return
  if (!(await claimResetMail(payload, String(account.id), req))) return
  const path = await issuePasswordLink(payload, String(account.id), 'reset', req)
  await queueMail(payload, { to: account.email, content: passwordResetMail(account, path, mailLocale(account.language)), awaited: true }, req)
}

/** An invitation: a seven-day link to choose a first password, mailed to the account's email, in its language. */
export async function sendInvitation(payload: Payload, account: StoredAccount, req?: PayloadRequest): Promise<void> {
  if (!account.email) throw new APIError('This account has no email address to send an invitation to.', 400, undefined, true)
  const path = await issuePasswordLink(payload, String(account.id), 'invitation', req)
  const centre = await mailCentre(payload, req)
  await queueMail(payload, { to: account.email, content: invitationMail(account, centre.name, path, mailLocale(account.language)), awaited: true }, req)
}

/**
 * A new password through a link: the password rules of every form (400 with the field's message), then
 * Payload's reset with the token's hash. A token that is unknown, used or expired: 400 PASSWORD_LINK_INVALID.
 * Every session of the account ends and a new one starts; returns its token (for the cookie) and the user.
 */
export async function resetPasswordWithLink(payload: Payload, { token, password }: { token: string; password: string }, headers?: Headers) {
  const checked = passwordField.safeParse(password)
  if (!checked.success) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: checked.error.issues[0]?.message ?? 'Invalid password' }] })
  }
  const req = await createLocalReq(headers ? { req: { headers } } : {}, payload)
  let result: { token?: string; user: Record<string, unknown> }
  try {
    result = (await resetPasswordOperation({
      collection: payload.collections.users,
      data: { token: hashLinkToken(token), password },
      depth: 0,
      overrideAccess: false,
      req,
    })) as typeof result
  } catch (error) {
    if (error instanceof APIError && error.status === 403) throw new APIError(PASSWORD_LINK_INVALID, 400, undefined, true)
    throw error
  }
  const user = result.user as unknown as User
  if (user.invitationPending) await payload.db.updateOne({ collection: 'users', id: user.id, data: { invitationPending: false } })
  return { token: result.token!, user: { ...user, invitationPending: false } }
}
