import type { CollectionBeforeChangeHook, CollectionBeforeLoginHook, Field } from 'payload'
import { AuthenticationError, ValidationError } from 'payload'

import { accountManagersField } from '../access'

export const API_KEY_ONLY_FOR_INTEGRATIONS = 'Only integration accounts can have an API key.'

/**
 * Payload's API key fields (`auth.useAPIKey`), with who may set them narrowed from "anyone who can open
 * /cms" (editors included, on their own account) to who keeps the accounts (../actions.ts: admins).
 * Payload applies this field's access to `enableAPIKey` and `apiKeyIndex` as well.
 */
export const apiKeyField: Field = {
  name: 'apiKey',
  type: 'text',
  access: { create: accountManagersField, update: accountManagersField },
}

/**
 * Only an integration account holds a working API key, and only while it is enabled:
 * - giving a key to any other account (a parent, an editor, an admin) is refused;
 * - an account that stops being an integration, or whose key is disabled, loses the key itself
 *   (Payload would otherwise keep authenticating a key whose box was unticked, or saved unticked).
 */
export const apiKeyOnlyForIntegrations: CollectionBeforeChangeHook = ({ data, originalDoc, collection, req }) => {
  const role = data.role ?? originalDoc?.role
  const enabled = (data.enableAPIKey ?? originalDoc?.enableAPIKey) === true
  if (role === 'integration' && enabled) return data
  const newlyEnabled = data.enableAPIKey === true && originalDoc?.enableAPIKey !== true
  const newKey = typeof data.apiKey === 'string' && data.apiKey !== '' && enabled
  if (role !== 'integration' && (newlyEnabled || newKey)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'enableAPIKey', message: API_KEY_ONLY_FOR_INTEGRATIONS }] }, req.t)
  }
  data.enableAPIKey = false
  data.apiKey = null
  data.apiKeyIndex = null
  return data
}

/**
 * An integration is a program: it authenticates with its API key on every request and never opens a
 * password session (no cookie to steal, no /cms, no lockout games). The same answer as a wrong password.
 */
export const integrationsUseTheirKey: CollectionBeforeLoginHook = ({ user, req }) => {
  if (user?.role === 'integration') throw new AuthenticationError(req.t)
  return user
}
