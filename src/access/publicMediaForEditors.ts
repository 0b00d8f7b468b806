import type { Access } from 'payload'

import { isAdminUser, isContentManagerUser } from './roles'

/** Admins change any media; editors only the public media (never a child's video). */
export const publicMediaForEditors: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isContentManagerUser(user)) return { family: { exists: false } }
  return false
}
