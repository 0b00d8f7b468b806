import type { Access } from 'payload'

import { inTeachersClassrooms } from '@/access/classrooms'
import { isParentUser, isStaffReaderUser, isTeacherUser } from '@/access/roles'

/**
 * Admins and integrations read every child; a parent reads only the children whose `parent` is them; a
 * teacher reads only the children of the classrooms they are assigned to.
 */
export const familyChildren: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (user && isParentUser(user)) return { parent: { equals: user.id } }
  if (isTeacherUser(user)) return inTeachersClassrooms('classroom', user)
  return false
}
