import type { CollectionBeforeLoginHook } from 'payload'
import { AuthenticationError } from 'payload'

import { SECURE_ADMIN_USERNAME } from '@/lib/secureAdminAccount'

/**
 * The /secure-admin gate's account never signs in with a password: not through `POST /api/login`, not
 * through Payload's `/api/cms/users/login`, nor a password reset (which signs in too). The gate opens
 * its sessions itself (src/features/accounts/secureAdmin.ts) without a login. Payload runs this hook only once
 * the password was right, so refusing here answers exactly as a wrong password does, after the same
 * password hashing: nothing tells an attacker that the password they tried was the right one (an old
 * database may still hold the development default).
 */
export const refuseGateAccountLogin: CollectionBeforeLoginHook = ({ user, req }) => {
  if (user?.username === SECURE_ADMIN_USERNAME) throw new AuthenticationError(req.t)
  return user
}
