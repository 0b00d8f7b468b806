import type { Access } from 'payload'

import { inTeachersClassrooms } from './classrooms'
import { isAdminUser, isStaffReaderUser, isTeacherUser } from './roles'

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
