import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq, getFieldsToSign, jwtSign } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

import type { User } from '@/payload-types'
import { SECURE_ADMIN_USERNAME, unusablePassword } from '@/lib/secureAdminAccount'
import { sameSecret } from '@/lib/secrets'
import { HttpError } from '@/server/http/errors'
import { wireUser } from './wire'

export { SECURE_ADMIN_USERNAME }
export const DEV_SECURE_ADMIN_PASSWORD = 'secure-admin-dev'

/** What the gate says, and the /secure-admin screen shows, when production has no SECURE_ADMIN_PASSWORD. */
export const GATE_CLOSED_MESSAGE = 'The secure admin gate is not configured on this server.'

/**
 * The gate's shared password: SECURE_ADMIN_PASSWORD; a documented default only outside production.
 * Read on every call (not at import), so a test or a restart with a new value takes effect.
 */
export function secureAdminPassword(): string | null {
  return process.env.SECURE_ADMIN_PASSWORD || (process.env.NODE_ENV === 'production' ? null : DEV_SECURE_ADMIN_PASSWORD)
}

type StoredUser = User & { sessions?: unknown[] | null; collection?: 'users' }

const findGateAccount = (payload: Payload, req: PayloadRequest) =>
  payload.db.findOne({ collection: 'users', where: { username: { equals: SECURE_ADMIN_USERNAME } }, req }) as Promise<StoredUser | null>

/**
 * The gate's staff account, created on the gate's first use (the production seed creates no account
 * by itself). This is the one Local API call outside the seed with overrideAccess, and it serves no
 * user: it runs only after SECURE_ADMIN_PASSWORD was checked, nobody is signed in yet, and it writes the
 * system's own account (fixed username, random password nobody learns) and returns nothing from any
 * other account — as Payload's own login reads an account before anyone is signed in. The `create`
 * rule (admins) cannot be asked: there is no admin yet to ask for. On an empty database this account is
 * then the first one, so /cms offers no first registration: staff accounts are made in /cms from a gate
 * session.
 */
async function gateAccount(payload: Payload, req: PayloadRequest): Promise<StoredUser> {
  const found = await findGateAccount(payload, req)
  if (found) return found
  try {
    await payload.create({
      collection: 'users',
      data: { username: SECURE_ADMIN_USERNAME, password: unusablePassword(), firstName: 'Secure', lastName: 'Admin', role: 'admin' },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // Two first uses at the same moment: the other one created it (the username is unique).
    if (!(await findGateAccount(payload, req))) throw error
  }
  const created = await findGateAccount(payload, req)
  if (!created) throw new Error('the secure admin account could not be created')
  return created
}

/**
 * Checks the gate's password on the server (constant time, whatever its length) and, when right,
 * opens a real admin session for the gate's staff account.
 *
 * The account has a random password nobody knows and may never log in with one (the Users
 * `beforeLogin` hook refuses it): the gate opens the session the way Payload's login does after a
 * right password (a session id on the account, a signed JWT carrying it, the HttpOnly cookie), with
 * Payload's own exported functions. So the gate's password lives only in SECURE_ADMIN_PASSWORD: changing
 * it needs a restart and nothing in the database.
 */
export async function openSecureAdminSession(payload: Payload, password: string) {
  const secret = secureAdminPassword()
  if (!secret) throw new HttpError(503, GATE_CLOSED_MESSAGE)
  if (!sameSecret(password, secret)) throw new HttpError(401, 'Incorrect password. Please try again.')

  const req = await createLocalReq({}, payload)
  const user = await gateAccount(payload, req)
  if (user.role !== 'admin') throw new HttpError(503, 'The secure admin account is not an admin on this server.')
  const collectionConfig = payload.collections.users.config
  user.collection = 'users'
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never })
  const { token } = await jwtSign({
    fieldsToSign: getFieldsToSign({ collectionConfig, email: user.email ?? '', sid, user: user as never }),
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  const cookie = generatePayloadCookie({ collectionAuthConfig: collectionConfig.auth, cookiePrefix: payload.config.cookiePrefix, token }) as string
  return { user: wireUser(user), cookie }
}
