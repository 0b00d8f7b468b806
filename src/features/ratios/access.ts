import type { Access } from 'payload'

import { inTeachersClassrooms } from '@/access/classrooms'
import { isStaffReaderUser, isTeacherUser } from '@/access/roles'

/** Ratio alerts: admins and integrations read every one; a teacher their classrooms'. Nobody else. */
export const ratioAlertReaders: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (isTeacherUser(user)) return inTeachersClassrooms('classroom', user)
  return false
}
