import type { Access } from 'payload'

import { inTeachersClassrooms } from './classrooms'
import { isAdminUser, isFloorStaffUser, isParentUser, isStaffReaderUser, isTeacherUser } from './roles'

/**
 * The day's records about a child that carry the child's `classroom` and `family` (attendance,
 * incidents): admins and integrations read all; a teacher reads their classrooms' rows; a parent reads
 * their own family's rows. One indexed equality or `in` on the row itself, never a join.
 */
export const floorRecordReaders: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (isTeacherUser(user)) return inTeachersClassrooms('classroom', user)
  if (user && isParentUser(user)) return { family: { equals: user.id } }
  return false
}

/** Who records them: admins and teachers (the record's hooks check a teacher's child is in their classrooms). */
export const floorStaff: Access = ({ req: { user } }) => isFloorStaffUser(user)

/** Who changes them: admins all; a teacher their classrooms' rows. */
export const floorRecordEditors: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isTeacherUser(user)) return inTeachersClassrooms('classroom', user)
  return false
}
