import { APIError, ValidationError } from 'payload'
import type { CollectionBeforeValidateHook, Field } from 'payload'

import { isAdminUser } from '@/access/roles'
import { emailAddress } from '@/contract/schemas/fields'
import { parentAccountMessages } from '@/contract/schemas/parent'
import { accountManagersField } from '../access'

export const USERNAME_SET_BY_CENTRE = 'Your username is set by the centre. Please ask the centre to change it.'

const emailSchema = emailAddress(parentAccountMessages.email)

/** 403: a username change only an admin may make (the same answer for every username). */
export class UsernameSetByCentre extends APIError {
  constructor() {
    super(USERNAME_SET_BY_CENTRE, 403, { errors: [{ path: 'username', message: USERNAME_SET_BY_CENTRE }] }, true)
  }
}

/**
 * Usernames and emails identify accounts, so they are unique; a refusal saying "taken" would tell
 * anyone trying values on their own account which names and addresses belong to other families.
 * Whoever is not an admin therefore never meets the uniqueness check on their own account:
 * - a new email is not applied but kept as `pendingEmail`, with the same answer whether or not another
 *   account uses it; an admin applies it (and is told if it is taken). With mail, a confirmation link
 *   would apply it instead. Removing one's email needs no confirmation.
 * - the username, which the centre assigns, is refused (403) whatever the new value.
 * Admins managing accounts (their own included) change both directly.
 */
export const pendingIdentifierChanges: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data || operation !== 'update' || !originalDoc) return data
  if (isAdminUser(req.user)) {
    // An admin setting the email settles any request for it.
    if (typeof data.email === 'string' && data.email.trim() !== '' && data.email.trim().toLowerCase() !== originalDoc.email) data.pendingEmail = null
    return data
  }
  if (!req.user || String(req.user.id) !== String(originalDoc.id)) return data
  if (typeof data.username === 'string' && data.username.trim().toLowerCase() !== originalDoc.username) throw new UsernameSetByCentre()
  if (data.email === undefined) return data
  const requested = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
  if (requested === (originalDoc.email ?? '')) return data
  if (requested === '') {
    data.email = null
    data.pendingEmail = null
    return data
  }
  const checked = emailSchema.safeParse(requested)
  if (!checked.success) throw new ValidationError({ collection: 'users', errors: [{ path: 'email', message: parentAccountMessages.email }] }, req.t)
  data.pendingEmail = requested
  data.email = originalDoc.email ?? null
  return data
}

/** The email an account holder asked for, until an admin applies it (read-only in the CMS). */
export const pendingEmailField: Field = {
  name: 'pendingEmail',
  type: 'email',
  // Set only by the hook above; nobody writes it directly (who keeps the accounts applies it as the email).
  access: { create: () => false, update: accountManagersField },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Requested by the account holder. An admin applies it by entering it as the email.',
    condition: (data) => Boolean(data?.pendingEmail),
  },
}
