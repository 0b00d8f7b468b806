import 'server-only'

import type { UserRecord } from '@/contract/records'
import { isLocale } from '@/i18n/routing'
import type { User } from '@/payload-types'

/** An account as the contract sends it: never its password, sessions, keys or reset tokens. */
export const wireUser = (user: Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'email' | 'role' | 'createdAt' | 'invitationPending'> & { language?: User['language'] | null }): UserRecord => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  email: user.email ?? null,
  role: user.role,
  createdAt: user.createdAt,
  invitationPending: user.invitationPending === true,
  language: isLocale(user.language) ? user.language : null,
})
