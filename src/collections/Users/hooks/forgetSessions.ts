import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterLogoutHook } from 'payload'

import { forgetSessionsOf } from '@/lib/sessionMemory'
import type { User } from '@/payload-types'

// The /api session cache must not outlive a logout, a new role or password, or the account itself.
export const forgetSessionsAfterChange: CollectionAfterChangeHook<User> = ({ doc }) => {
  forgetSessionsOf(doc.id)
  return doc
}

export const forgetSessionsAfterDelete: CollectionAfterDeleteHook<User> = ({ doc }) => {
  forgetSessionsOf(doc.id)
  return doc
}

export const forgetSessionsAfterLogout: CollectionAfterLogoutHook = ({ req }) => {
  forgetSessionsOf(req.user?.id)
}
