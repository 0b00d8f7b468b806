import type { Access } from 'payload'

import { inTeachersClassrooms } from './classrooms'
import { isAdminUser, isParentUser, isStaffReaderUser, isTeacherUser } from './roles'

/**
 * Authorized pickups: admins and integrations read all; a parent reads their family's; a teacher reads
 * those of the children in their classrooms (they check the list at check-out).
 */
export const pickupReaders: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (user && isParentUser(user)) return { family: { equals: user.id } }
  if (isTeacherUser(user)) return inTeachersClassrooms('child.classroom', user)
  return false
}

/** Who authorizes a pickup person: the child's parent (in writing, NC 10A NCAC 09 .0801), or an admin recording a parent's form. */
export const pickupAuthorizers: Access = ({ req: { user } }) => isAdminUser(user) || isParentUser(user)

/** Who changes or removes one: admins; a parent their own family's. */
export const pickupEditors: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (user && isParentUser(user)) return { family: { equals: user.id } }
  return false
}
