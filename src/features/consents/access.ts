import type { Access } from 'payload'

import { inTeachersClassrooms } from '@/access/classrooms'
import { isAdminUser, isParentUser, isStaffReaderUser, isTeacherUser } from '@/access/roles'

/**
 * Consent history: admins and integrations read every row; a parent their own children's (through the child); a
 * teacher their classrooms' children's (they need to know whom they may photograph). Nobody else.
 */
export const consentReaders: Access = ({ req: { user } }) => {
  if (isStaffReaderUser(user)) return true
  if (user && isParentUser(user)) return { 'child.parent': { equals: user.id } }
  if (isTeacherUser(user)) return inTeachersClassrooms('child.classroom', user)
  return false
}

/** Who records a grant or a withdrawal: a parent of the child (the child is read with their rights), or an admin recording a paper form. */
export const consentRecorders: Access = ({ req: { user } }) => isAdminUser(user) || isParentUser(user)
