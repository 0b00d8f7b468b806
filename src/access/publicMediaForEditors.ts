import type { Access } from 'payload'

import { PUBLIC_MEDIA } from './mediaVisibility'
import { isAdminUser, isContentManagerUser } from './roles'

/** Admins change any media; editors only the public media (never a family's or a child's file). */
export const publicMediaForEditors: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isContentManagerUser(user)) return PUBLIC_MEDIA
  return false
}
