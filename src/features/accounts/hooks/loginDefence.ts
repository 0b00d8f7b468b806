import { AuthenticationError } from 'payload'
import type { CollectionAfterErrorHook, CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { spendDummyHash } from '@/lib/auth/passwordHash'
import { clearLoginFailures, countLoginAttempt, loginPair, refuseWhileBlocked } from '@/collections/shared/loginThrottle'

type LoginData = { username?: unknown; email?: unknown; password?: unknown }

const submittedName = (data: LoginData | undefined) => (typeof data?.username === 'string' ? data.username : data?.email)

/**
 * Every login (our POST /api/login, Payload's /api/cms/users/login that the CMS form uses, the Local
 * API) passes here before Payload looks the account up:
 * - a (client address, login name) pair that failed too often waits, answered 429 whether or not
 *   the account exists (src/collections/shared/loginThrottle.ts);
 * - the attempt is counted before the password is checked; a success clears the pair (below);
 * - when no account has that name (or it has no password), a dummy hash costs the time a real
 *   check would, so an unknown name answers as slowly as a wrong password.
 */
export const defendLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = args.data as LoginData | undefined
  const pair = loginPair(req.headers, submittedName(data))
  const password = typeof data?.password === 'string' ? data.password : ''
  // Payload refuses a login without a name or a password (400) before any lookup.
  if (!pair || password.trim() === '') return args
  await refuseWhileBlocked(req, pair, () => spendDummyHash(password))
  await countLoginAttempt(req.payload, pair)
  // The same lookup as Payload's login operation (username or email, lower case).
  const account = await req.payload.db.findOne<{ id: string; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    req,
    where: { or: [{ username: { equals: pair.login } }, { email: { equals: pair.login } }] },
  })
  if (!account || typeof account.hash !== 'string' || typeof account.salt !== 'string') await spendDummyHash(password)
  return args
}

/** A successful login clears its pair's failures. */
export const clearFailuresAfterLogin: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'login') return result
  const pair = loginPair(req.headers, submittedName((args as { data?: LoginData }).data))
  if (pair) await clearLoginFailures(req.payload, pair)
  return result
}

/**
 * Payload's REST login words its refusal differently for an unknown name ("The username or password
 * provided is incorrect.") and for a wrong password ("The email or password ..."): one wording for
 * both, so the message is no oracle either.
 */
export const oneLoginRefusal: CollectionAfterErrorHook = ({ error, req }) => {
  if (!(error instanceof AuthenticationError)) return
  return { response: { errors: [{ message: req.t('error:usernameOrPasswordIncorrect') }] }, status: 401 }
}
