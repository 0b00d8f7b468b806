import type { Access } from 'payload'

import { inTeachersClassrooms } from '@/access/classrooms'
import { isAdminUser, isParentUser, isStaffReaderUser, isTeacherUser } from '@/access/roles'

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

/**
 * Staff attendance: admins and integrations read all; a teacher reads their own rows and who is working
 * in their classrooms (the ratio board counts them). Parents and editors: none.
 */
export const staffAttendanceReaders: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (isTeacherUser(user)) return { or: [{ staff: { equals: user!.id } }, inTeachersClassrooms('classroom', user)] }
  return false
}

/** Who checks out a row: admins any; a teacher their own. */
export const staffAttendanceEditors: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isTeacherUser(user)) return { staff: { equals: user!.id } }
  return false
}
