import { APIError } from 'payload'
import type { CollectionBeforeValidateHook, Field } from 'payload'

import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@/features/accounts/schemas'
import { passwordMatches, spendDummyHash } from '@/lib/auth/passwordHash'
import { clearLoginFailures, countLoginAttempt, loginPair, refuseWhileBlocked } from '@/collections/shared/loginThrottle'

export { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@/features/accounts/schemas'

/**
 * 400: a change of one's own password, username or email without the current password. The message is
 * the error's own (not Payload's "The following field is invalid"), so the CMS's toast says why as well
 * as the field: the field's mark alone can be cleared by a form-state answer that crosses the save.
 */
export class CurrentPasswordRequired extends APIError {
  constructor() {
    super(CURRENT_PASSWORD_REQUIRED, 400, { errors: [{ path: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED }] }, true)
  }
}

/** 403: the password given as the current one is wrong (nothing was changed). */
export class WrongCurrentPassword extends APIError {
  constructor() {
    super(CURRENT_PASSWORD_WRONG, 403, { errors: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }] }, true)
  }
}

const normalisedEmail = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null)
const normalisedUsername = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/** What a change of one's own account would change among password, username and email. */
export function credentialChanges(data: Record<string, unknown>, original: Record<string, unknown>): ('password' | 'username' | 'email')[] {
  const changes: ('password' | 'username' | 'email')[] = []
  if (typeof data.password === 'string' && data.password !== '') changes.push('password')
  if (data.username !== undefined && normalisedUsername(data.username) !== normalisedUsername(original.username)) changes.push('username')
  if (data.email !== undefined && normalisedEmail(data.email) !== normalisedEmail(original.email)) changes.push('email')
  return changes
}

/**
 * Whoever changes their own password, username or email proves it is them: `currentPassword` must be
 * given (400) and right (403), or nothing changes. A stolen session alone cannot take the account
 * over. Wrong current passwords count against (address, username) like failed logins, so the check
 * is no faster way to guess. Admins managing another account do not need the other's password.
 */
export const requireCurrentPassword: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const currentPassword = data.currentPassword
  delete data.currentPassword
  if (operation !== 'update' || !req.user || !originalDoc || String(req.user.id) !== String(originalDoc.id)) return data
  if (credentialChanges(data, originalDoc).length === 0) return data
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    throw new CurrentPasswordRequired()
  }
  const pair = loginPair(req.headers, originalDoc.username)
  if (pair) {
    await refuseWhileBlocked(req, pair, () => spendDummyHash(currentPassword))
    await countLoginAttempt(req.payload, pair)
  }
  const stored = await req.payload.db.findOne<{ id: string; hash?: unknown; salt?: unknown }>({ collection: 'users', req, where: { id: { equals: originalDoc.id } } })
  if (!(await passwordMatches(stored, currentPassword))) throw new WrongCurrentPassword()
  if (pair) await clearLoginFailures(req.payload, pair)
  return data
}

/**
 * The field the CMS account screen shows on one's own account only: a password input, never stored
 * (virtual) and never read back.
 */
export const currentPasswordField: Field = {
  name: 'currentPassword',
  type: 'text',
  virtual: true,
  maxLength: 256,
  label: 'Current password',
  hooks: { afterRead: [() => undefined] },
  admin: {
    description: 'Needed to change your own password, username or email.',
    condition: (data, _siblingData, { user }) => Boolean(user && data?.id && String(user.id) === String(data.id)),
    components: { Field: '/src/components/cms/CurrentPasswordField#CurrentPasswordField' },
  },
}
