import 'server-only'

import { executeAuthStrategies } from 'payload'
import type { Payload, TypedUser } from 'payload'

import { recalledSession, rememberSession, sessionMemoryMark } from '@/lib/sessionMemory'

/**
 * The session's user, remembered for a few seconds per exact credentials. Payload's JWT strategy reads
 * the user and its sessions from the database on every request (≈ 2.4 ms of CPU here); a parent's
 * dashboard sends several requests at once. The key is every input Payload's decision depends on
 * (token cookie, Authorization, Origin, Sec-Fetch-Site), so a hit returns what Payload answered for
 * the same request. Logout, a change to the user and deletion forget the user's entries at once in
 * this process and, through their notice on PostgreSQL, in every other server process as soon as the
 * change commits (src/lib/sessionChanges.ts); TTL_MS bounds what a missed notice could cost.
 */
const TTL_MS = 5_000

/**
 * The session token exactly as Payload's JWT strategy reads it (payload/dist/utilities/parseCookies.js,
 * used by extractJWT): pairs split on `;`, the name trimmed, the value decoded with decodeURI; a pair
 * that does not decode is skipped and, of several `payload-token` cookies, the LAST one counts. The
 * cache must key on that same token, or a request with two tokens would be remembered under the
 * other one's key. An empty value is no token, as for Payload.
 */
export function sessionTokenOf(headers: Headers): string | undefined {
  let token: string | undefined
  for (const pair of (headers.get('cookie') ?? '').split(';')) {
    const parts = pair.split('=')
    if (parts.shift()?.trim() !== 'payload-token') continue
    try {
      token = decodeURI(parts.join('='))
    } catch {
      // Payload ignores a value it cannot decode; so does the cache.
    }
  }
  return token || undefined
}

function credentialsKey(headers: Headers): string | null {
  const token = sessionTokenOf(headers)
  const authorization = headers.get('authorization')
  if (!token && !authorization) return null
  return [token ?? '', authorization ?? '', headers.get('origin') ?? '', headers.get('sec-fetch-site') ?? ''].join('\n')
}

/** When the token itself expires (its `exp` claim; Payload verified the signature on the first request). */
function tokenExpiry(headers: Headers): number {
  const token = sessionTokenOf(headers)
  try {
    const claims = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp * 1000 : Infinity
  } catch {
    return Infinity
  }
}

export async function sessionUser(payload: Payload, headers: Headers): Promise<TypedUser | null> {
  const key = credentialsKey(headers)
  const now = Date.now()
  const recalled = key ? recalledSession(key, now) : null
  if (recalled) return recalled
  const mark = sessionMemoryMark()
  const user = ((await executeAuthStrategies({ headers, payload })).user as TypedUser | null) ?? null
  if (key && user) rememberSession(key, { user, expiresAt: Math.min(now + TTL_MS, tokenExpiry(headers)) }, mark)
  return user
}
