import type { Access } from 'payload'

import { inTeachersClassrooms } from './classrooms'
import { isAdminUser, isParentUser, isTeacherUser } from './roles'

/**
 * Public media (site images, hero and showcase videos) have no `family`. A child's development video
 * belongs to that child's family: only that parent and admins may read it or stream its file. A photo of
 * a person authorized to collect a child (`purpose: pickup-photo`) is a family file too, also shown to the
 * teachers of the child's classroom, who check it at check-out.
 */
export const mediaVisibility: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  const publicMedia = { family: { exists: false } }
  if (user && isParentUser(user)) return { or: [publicMedia, { family: { equals: user.id } }] }
  if (isTeacherUser(user)) return { or: [publicMedia, { and: [{ purpose: { equals: 'pickup-photo' } }, inTeachersClassrooms('child.classroom', user)] }] }
  return publicMedia
}
