import type { Access } from 'payload'

import { inTeachersClassrooms } from '@/access/classrooms'
import { isAdminUser, isParentUser, isTeacherUser } from '@/access/roles'

/**
 * Who may write to an incident report: admins; teachers their classrooms' reports; a parent their own
 * family's (only to acknowledge it: the collection's rules decide which fields each may change).
 */
export const incidentEditors: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isTeacherUser(user)) return inTeachersClassrooms('classroom', user)
  if (user && isParentUser(user)) return { family: { equals: user.id } }
  return false
}

/** A report is a record kept for licensing: admins may delete one filed by mistake, never once the parent acknowledged it. */
export const incidentRemovers: Access = ({ req: { user } }) => (isAdminUser(user) ? { acknowledgedAt: { exists: false } } : false)
