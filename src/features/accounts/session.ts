import 'server-only'

import type { Payload } from 'payload'
import { createLocalReq, loginOperation, logoutOperation } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import type { User } from '@/payload-types'
import type { Actor } from '@/server/actor'
import type { LoginInput } from '@/features/accounts/schemas'
import { wireUser } from './wire'

const cookieSettings = (payload: Payload) => ({
  collectionAuthConfig: payload.collections.users.config.auth,
  cookiePrefix: payload.config.cookiePrefix,
})

/**
 * Checks the credentials with Payload (the Users login hooks included: the per address-and-name
 * backoff reads the client's address from `headers`) and opens a server session; returns the user
 * and the HttpOnly cookie that carries it.
 */
export async function logIn(payload: Payload, credentials: LoginInput, headers?: Headers) {
  const req = await createLocalReq(headers ? { req: { headers } } : {}, payload)
  const result = await loginOperation({
    collection: payload.collections.users,
    data: { username: credentials.username, password: credentials.password },
    depth: 0,
    overrideAccess: false,
    req,
  })
  const cookie = generatePayloadCookie({ ...cookieSettings(payload), token: result.token! }) as string
  return { user: wireUser(result.user as unknown as User), cookie }
}

/** Ends this session on the server (Payload sessions) and returns the cookie that clears it. */
export async function logOut({ payload, user }: Actor) {
  if (user) {
    const req = await createLocalReq({ user }, payload)
    await logoutOperation({ collection: payload.collections.users, req })
  }
  return generateExpiredPayloadCookie(cookieSettings(payload)) as string
}
