import type { PayloadRequest } from 'payload'

import type { Role } from '@/lib/constants'

type SessionUser = PayloadRequest['user']

export const hasRole = (user: SessionUser, ...roles: Role[]): boolean =>
  Boolean(user && 'role' in user && roles.includes(user.role as Role))

export const isAdminUser = (user: SessionUser) => hasRole(user, 'admin')
/** Centre staff who edit the public content: admins and editors. */
export const isContentManagerUser = (user: SessionUser) => hasRole(user, 'admin', 'editor')
export const isParentUser = (user: SessionUser) => hasRole(user, 'parent')
/** A program calling the API with its API key (see src/collections/Users/hooks/apiKeys.ts). */
export const isIntegrationUser = (user: SessionUser) => hasRole(user, 'integration')
/** Who reads what the staff lists show (every child, their records, applications, messages): admins and integrations. */
export const isStaffReaderUser = (user: SessionUser) => hasRole(user, 'admin', 'integration')
