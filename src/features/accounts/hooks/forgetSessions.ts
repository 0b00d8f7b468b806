import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterLogoutHook, CollectionAfterOperationHook } from 'payload'

import { sessionsChanged } from '@/lib/sessionChanges'
import type { User } from '@/payload-types'

// The /api session cache, in every server process, must not outlive a logout, a new role or password,
// or the account itself (src/lib/sessionChanges.ts).
export const forgetSessionsAfterChange: CollectionAfterChangeHook<User> = async ({ doc, req }) => {
  await sessionsChanged(req, doc.id)
  return doc
}

export const forgetSessionsAfterDelete: CollectionAfterDeleteHook<User> = async ({ doc, req }) => {
  await sessionsChanged(req, doc.id)
  return doc
}

// Runs inside the logout's transaction, before Payload removes the session: the notice is delivered
// once the removal commits.
export const forgetSessionsAfterLogout: CollectionAfterLogoutHook = async ({ req }) => {
  await sessionsChanged(req, req.user?.id)
}

// A password reset ends every session of the account without an update hook (Payload writes it directly).
export const forgetSessionsAfterPasswordReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation === 'resetPassword') await sessionsChanged(req, (result as { user?: { id?: string | number } } | undefined)?.user?.id)
  return result
}
