import type { TypedUser } from 'payload'

/**
 * The users of recent sessions, remembered per exact credentials by the /api's session cache
 * (src/server/http/sessionCache.ts) and forgotten by the Users hooks when an account logs out, changes or
 * is deleted. Here, below both, so the data model never imports the request layer.
 */
export type RememberedSession = { user: TypedUser; expiresAt: number }

const MAX_ENTRIES = 10_000

// On globalThis: Next bundles this module once per layer, and the Users hooks that forget entries may
// run in the copy of whichever layer started Payload (a page), not in the route handlers' copy.
const shared = globalThis as typeof globalThis & { __centreSessionCache?: Map<string, RememberedSession> }
const entries = (shared.__centreSessionCache ??= new Map<string, RememberedSession>())

/** The user remembered under `key` while the entry lasts. */
export function recalledSession(key: string, now: number): TypedUser | null {
  const hit = entries.get(key)
  if (hit && hit.expiresAt > now) return hit.user
  if (hit) entries.delete(key)
  return null
}

export function rememberSession(key: string, entry: RememberedSession): void {
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  entries.set(key, entry)
}

/** Forget every remembered session of this user (logout, a changed role or password, deletion). */
export function forgetSessionsOf(userId: string | number | undefined) {
  if (userId === undefined) return
  for (const [key, entry] of entries) if (String(entry.user.id) === String(userId)) entries.delete(key)
}
