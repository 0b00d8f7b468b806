import type { Access } from 'payload'

import { isParentUser, isStaffReaderUser } from './roles'

/** Admins and integrations read every child; a parent reads only the children whose `parent` is them. */
export const familyChildren: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (user && isParentUser(user)) return { parent: { equals: user.id } }
  return false
}
