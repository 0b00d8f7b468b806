import 'server-only'

import { randomBytes } from 'node:crypto'

import { sendInvitation } from '@/features/accounts/passwordLinks'
import type { ParentAccountInput, ParentContactInput } from '@/contract/schemas/parent'
import type { Locale } from '@/i18n/routing'
import { unusablePassword } from '@/lib/secureAdminAccount'
import { deliverSoon } from '@/mail/queue'
import { mailDelivers } from '@/mail/settings'
import { type Actor, asUser, inTransaction, requireReadAll } from '@/server/actor'
import { badRequest } from '@/server/http/errors'
import { type ListWindow, listed } from '@/server/http/listing'
import { wireUser } from './wire'

export const INVITATION_NEEDS_EMAIL = 'Enter an email address to invite the parent, or set a password for them.'
export const INVITATION_NEEDS_MAIL = 'Email is not set up on this server, so the parent cannot be invited: please set a password for them.'

/**
 * A parent login account. The role is always parent, whatever the request said. Without a password the
 * parent is invited: the account gets a password nobody knows and the parent a mail with a seven-day
 * link to choose theirs (src/features/accounts/passwordLinks.ts), in the same transaction. `language`: the
 * account's (its portal's and its mails', the invitation's first), when known (an enrolled application's).
 */
export async function createParentAccount(actor: Actor, input: ParentAccountInput, { language }: { language?: Locale } = {}) {
  const invite = !input.password
  if (invite && !input.email) throw badRequest(INVITATION_NEEDS_EMAIL, [{ field: 'email', message: INVITATION_NEEDS_EMAIL }])
  if (invite && !mailDelivers()) throw badRequest(INVITATION_NEEDS_MAIL, [{ field: 'password', message: INVITATION_NEEDS_MAIL }])
  const created = await inTransaction(actor, async (tx) => {
    const doc = await tx.payload.create({
      collection: 'users',
      data: {
        username: input.username,
        password: input.password || unusablePassword(),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ? input.email : undefined,
        role: 'parent',
        ...(language ? { language } : {}),
      },
      ...asUser(tx),
    })
    if (!invite) return doc
    await sendInvitation(tx.payload, doc, tx.req)
    return { ...doc, invitationPending: true }
  })
  if (invite) deliverSoon(actor.payload)
  return wireUser(created)
}

/**
 * A parent added from /admin-db or /secure-admin (first name, last name and email): the account gets a
 * username from the email and is invited by mail to choose a password. Without mail (production without
 * SMTP_URL) it gets a random password that staff reset before handing it to the family, as before.
 */
export async function createParentFromContact(actor: Actor, input: ParentContactInput, options: { language?: Locale } = {}) {
  const base = input.email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 30) || 'parent'
  const username = `${base}.${randomBytes(3).toString('hex')}`
  return createParentAccount(actor, {
    username,
    password: mailDelivers() ? '' : randomBytes(18).toString('base64url'),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
  }, options)
}

/** Every parent account (staff lists). */
export async function allParents(actor: Actor, window: ListWindow) {
  await requireReadAll(actor, 'users')
  return listed(
    await actor.payload.find({ collection: 'users', where: { role: { equals: 'parent' } }, sort: '-createdAt', ...window, ...asUser(actor) }),
    wireUser,
  )
}
