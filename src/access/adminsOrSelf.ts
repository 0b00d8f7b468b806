import type { Access } from 'payload'

import { isAdminUser } from './roles'

/** Admins see every account; anyone else only their own. */
export const adminsOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isAdminUser(user)) return true
  return { id: { equals: user.id } }
}
