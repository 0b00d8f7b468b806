import type { Access } from 'payload'

import { PUBLIC_MEDIA } from './mediaVisibility'
import { isAdminUser, isContentManagerUser, isTeacherUser } from './roles'

/**
 * Admins change any media; editors only the public media (never a family's or a child's file); a
 * teacher only the photos of children they uploaded themselves. Parents change none here.
 */
export const publicMediaForEditors: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isContentManagerUser(user)) return PUBLIC_MEDIA
  if (user && isTeacherUser(user)) return { and: [{ purpose: { equals: 'child-photo' } }, { uploadedBy: { equals: user.id } }] }
  return false
}
