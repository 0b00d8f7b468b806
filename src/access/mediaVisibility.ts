import type { Access } from 'payload'

import { isAdminUser, isParentUser } from './roles'

/**
 * Public media (site images, hero and showcase videos) have no `family`. A child's development video
 * belongs to that child's family: only that parent and admins may read it or stream its file.
 */
export const mediaVisibility: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  const publicMedia = { family: { exists: false } }
  if (user && isParentUser(user)) return { or: [publicMedia, { family: { equals: user.id } }] }
  return publicMedia
}
