import 'server-only'

import { APIError, generatePayloadCookie } from 'payload'
import type { Payload } from 'payload'

import type { AccountLanguage, ForgotPasswordInput, NotificationPreferences, ResetPasswordInput } from '@/features/accounts/schemas'
import { answerForgotPassword } from '@/features/accounts/forgotPassword'
import { PASSWORD_LINK_INVALID, requestPasswordReset, resetPasswordWithLink, sendInvitation } from '@/features/accounts/passwordLinks'
import { isAdminUser } from '@/access/roles'
import { homePathFor } from '@/lib/redirects'
import { deliverSoon } from '@/mail/queue'
import { MAIL_NOT_SET_UP, mailDelivers } from '@/mail/settings'
import type { User } from '@/payload-types'
import { type Actor, asUser, inTransaction, requireUser } from '@/server/actor'
import { badRequest, forbidden, HttpError } from '@/server/http/errors'
import { wireUser } from './wire'

/** 503 before anything is looked up or stored: a link that cannot be mailed is never made. */
export function requireMail(): void {
  if (!mailDelivers()) throw new HttpError(503, MAIL_NOT_SET_UP)
}


/** "Forgot your password?": the same answer, at the same pace, for every login (see answerForgotPassword). */
export async function forgotPassword(payload: Payload, { login }: ForgotPasswordInput): Promise<void> {
  requireMail()
  await answerForgotPassword(() => requestPasswordReset(payload, login))
  deliverSoon(payload)
}

/**
 * A new password through a link: every other session ends; this one starts (its cookie is returned). A
 * link that is unknown, used or expired is an error of the `token` field, so a screen tells it apart from
 * any other refusal.
 */
export async function resetPassword(payload: Payload, input: ResetPasswordInput, headers: Headers) {
  const { token, user } = await resetPasswordWithLink(payload, input, headers).catch((error: unknown) => {
    if (error instanceof APIError && error.message === PASSWORD_LINK_INVALID) throw badRequest(PASSWORD_LINK_INVALID, [{ field: 'token', message: PASSWORD_LINK_INVALID }])
    throw error
  })
  const cookie = generatePayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix, token }) as string
  return { user: wireUser(user), cookie, redirectTo: homePathFor(user.role) }
}

/**
 * Staff send a parent who has not chosen a password yet a new invitation (the earlier link stops
 * working). Admins only; the account must be one the admin can read, a parent, with an email.
 */
export async function inviteParentAgain(actor: Actor, parentId: string): Promise<void> {
  const user = requireUser(actor)
  if (!isAdminUser(user)) throw forbidden()
  requireMail()
  const parent = await actor.payload.findByID({ collection: 'users', id: parentId, ...asUser(actor) })
  if (parent.role !== 'parent') throw new HttpError(400, 'Only parent accounts are invited by email.')
  if (!parent.invitationPending) throw new HttpError(409, 'This parent has already chosen a password.')
  if (!parent.email) throw new HttpError(400, 'This parent has no email address. Add one first.')
  await inTransaction(actor, (tx) => sendInvitation(tx.payload, parent, tx.req))
  deliverSoon(actor.payload)
}

const preferencesOf = (user: Pick<User, 'notifications'>): Required<NotificationPreferences> => ({
  applicationUpdates: user.notifications?.applicationUpdates !== false,
  newsletters: user.notifications?.newsletters !== false,
  messages: user.notifications?.messages !== false,
  invoices: user.notifications?.invoices !== false,
  medication: user.notifications?.medication !== false,
})

/** The signed-in account's notice choices. */
export async function notificationPreferences(actor: Actor): Promise<NotificationPreferences> {
  const user = requireUser(actor)
  return preferencesOf(await actor.payload.findByID({ collection: 'users', id: user.id, ...asUser(actor) }))
}

/** Saves the signed-in account's notice choices (its own account only: the users collection decides). */
export async function saveNotificationPreferences(actor: Actor, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  const user = requireUser(actor)
  // A choice the caller left out (an older client knows fewer notices) keeps its saved value.
  const current = preferencesOf(await actor.payload.findByID({ collection: 'users', id: user.id, ...asUser(actor) }))
  const notifications = { ...current, ...Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== undefined)) }
  const saved = await actor.payload.update({ collection: 'users', id: user.id, data: { notifications }, ...asUser(actor) })
  return preferencesOf(saved)
}

/** Saves the signed-in account's language (its own account only: the users collection decides). */
export async function saveAccountLanguage(actor: Actor, { language }: AccountLanguage): Promise<AccountLanguage> {
  const user = requireUser(actor)
  const saved = await actor.payload.update({ collection: 'users', id: user.id, data: { language }, ...asUser(actor) })
  return { language: saved.language ?? language }
}
