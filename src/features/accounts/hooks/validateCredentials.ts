import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { emailAddress } from '@/contract/schemas/fields'
import { parentAccountMessages, passwordField, usernameField } from '@/contract/schemas/parent'

const emailSchema = emailAddress(parentAccountMessages.email)

/** Username, password and email rules of docs/spec.md §5, on every create and on any change of them. */
export const validateCredentials: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, collection, req }) => {
  if (!data) return data
  const errors: { path: string; message: string }[] = []
  const check = (path: string, value: unknown, schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }) => {
    const result = schema.safeParse(value)
    if (!result.success) errors.push({ path, message: result.error?.issues[0]?.message ?? 'Invalid value' })
  }
  if (operation === 'create' || data.username !== undefined) check('username', data.username, usernameField)
  if (operation === 'create' || data.password !== undefined) check('password', data.password, passwordField)
  if (typeof data.email === 'string' && data.email.length > 0) {
    data.email = data.email.trim().toLowerCase()
    check('email', data.email, emailSchema)
  } else if (data.email === '') {
    data.email = null
  }
  // Payload matches usernames in lower case at login, so they are stored that way.
  if (typeof data.username === 'string') data.username = data.username.toLowerCase()
  // Not for nobody signed in (only /cms's first registration creates an account so): the count would be
  // refused, and a refused nested operation ends the transaction the account is being created in.
  if (errors.length === 0 && req.user && typeof data.email === 'string' && data.email !== originalDoc?.email) {
    // Payload reports a taken email on the username field; say which one it is.
    const taken = await req.payload.count({
      collection: 'users',
      where: { and: [{ email: { equals: data.email } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
      req,
      overrideAccess: false,
    }).catch(() => ({ totalDocs: 0 })) // a caller who may not list accounts still meets the unique index
    if (taken.totalDocs > 0) errors.push({ path: 'email', message: 'A user with this email already exists' })
  }
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors }, req.t)
  return data
}
