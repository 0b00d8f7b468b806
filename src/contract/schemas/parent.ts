import { z } from '@/contract/schemas/z'

import { MAX, PASSWORD_MIN, USERNAME_MIN } from '@/lib/constants'
import { emailAddress, minLengthText, requiredText } from './fields'

export const parentAccountMessages = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  passwordOrInvitation: 'Set a password (at least 6 characters), or leave it empty and enter an email to invite the parent',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
} as const

/** An optional email: empty means "none given". */
export const optionalEmail = z.union([z.literal(''), emailAddress(parentAccountMessages.email)], {
  error: parentAccountMessages.email,
})

export const usernameField = minLengthText(USERNAME_MIN, parentAccountMessages.username, MAX.username).refine(
  (value) => /^[A-Za-z0-9._@-]+$/.test(value),
  'Username may use letters, digits and . _ @ - only',
)
export const passwordField = minLengthText(PASSWORD_MIN, parentAccountMessages.password, MAX.password)

/**
 * Create parent (/admin, /admin-dashboard): a login account whose role is always parent. An empty
 * password invites the parent by email to choose one (the email is then needed, and mail set up).
 */
export const parentAccountSchema = z.object({
  username: usernameField,
  password: z.union([z.literal(''), passwordField], { error: parentAccountMessages.password }).optional(),
  firstName: requiredText(parentAccountMessages.firstName, MAX.name),
  lastName: requiredText(parentAccountMessages.lastName, MAX.name),
  email: optionalEmail.optional(),
}).check(
  // Checked whatever else is wrong, so that an empty form lists it with the rest.
  z.refine((value: { password?: unknown; email?: unknown }) => Boolean(value?.password) || Boolean(value?.email), {
    path: ['password'],
    message: parentAccountMessages.passwordOrInvitation,
    when: () => true,
  }),
)

/** Add parent (/admin-db, /secure-admin, /firebase-admin): first and last name and email required. */
export const parentContactSchema = z.object({
  firstName: requiredText(parentAccountMessages.firstName, MAX.name),
  lastName: requiredText(parentAccountMessages.lastName, MAX.name),
  email: emailAddress(parentAccountMessages.email),
})

export type ParentAccountInput = z.input<typeof parentAccountSchema>
export type ParentContactInput = z.input<typeof parentContactSchema>
