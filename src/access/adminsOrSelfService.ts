import type { Access } from 'payload'

import { isAdminUser, isIntegrationUser } from './roles'

/**
 * Who changes an account: admins any; a person their own. An integration never changes its own account
 * (its key, role and password are an admin's to manage), so a leaked key cannot entrench itself.
 */
export const adminsOrSelfService: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isAdminUser(user)) return true
  if (isIntegrationUser(user)) return false
  return { id: { equals: user.id } }
}
