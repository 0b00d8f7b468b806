import type { Access } from 'payload'

import { isAdminUser, isParentUser } from './roles'

/** Admins read every child; a parent reads only the children whose `parent` is them. */
export const familyChildren: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (user && isParentUser(user)) return { parent: { equals: user.id } }
  return false
}
