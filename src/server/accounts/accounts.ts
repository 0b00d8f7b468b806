import 'server-only'

import { randomBytes } from 'node:crypto'

import type { ParentAccountInput, ParentContactInput } from '@/contract/schemas/parent'
import { type Actor, asUser, requireReadAll } from '../actor'
import { type ListWindow, listed } from '../http/listing'
import { wireUser } from './wire'

/** A parent login account. The role is always parent, whatever the request said. */
export async function createParentAccount(actor: Actor, input: ParentAccountInput) {
  const doc = await actor.payload.create({
    collection: 'users',
    data: {
      username: input.username,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email ? input.email : undefined,
      role: 'parent',
    },
    ...asUser(actor),
  })
  return wireUser(doc)
}

/**
 * A parent added from /admin-db or /secure-admin (first name, last name, email): the account gets a
 * username from the email and a random password that staff reset before handing it to the family.
 */
export async function createParentFromContact(actor: Actor, input: ParentContactInput) {
  const base = input.email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 30) || 'parent'
  const username = `${base}.${randomBytes(3).toString('hex')}`
  return createParentAccount(actor, {
    username,
    password: randomBytes(18).toString('base64url'),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
  })
}

/** Every parent account (staff lists). */
export async function allParents(actor: Actor, window: ListWindow) {
  await requireReadAll(actor, 'users')
  return listed(
    await actor.payload.find({ collection: 'users', where: { role: { equals: 'parent' } }, sort: '-createdAt', ...window, ...asUser(actor) }),
    wireUser,
  )
}
