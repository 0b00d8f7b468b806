import type { PayloadRequest } from 'payload'

import type { Role } from '@/lib/constants'

type SessionUser = PayloadRequest['user']

export const hasRole = (user: SessionUser, ...roles: Role[]): boolean =>
  Boolean(user && 'role' in user && roles.includes(user.role as Role))

export const isAdminUser = (user: SessionUser) => hasRole(user, 'admin')
/** Centre staff who edit the public content: admins and editors. */
export const isContentManagerUser = (user: SessionUser) => hasRole(user, 'admin', 'editor')
export const isParentUser = (user: SessionUser) => hasRole(user, 'parent')
