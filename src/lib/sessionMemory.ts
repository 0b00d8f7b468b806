import type { TypedUser } from 'payload'

/**
 * The users of recent sessions, remembered per exact credentials by the /api's session cache
 * (src/server/http/sessionCache.ts) and forgotten when an account logs out, changes or is deleted: by
 * the Users hooks in their own process, and in every server process when their notice arrives
 * (src/lib/sessionChanges.ts). Here, below both, so the data model never imports the request layer.
 */
export type RememberedSession = { user: TypedUser; expiresAt: number }

const MAX_ENTRIES = 10_000
const MAX_FORGOTTEN = 10_000

type Memory = {
  entries: Map<string, RememberedSession>
  /** Counts forgettings, so a session read before one is not remembered after it. */
  generation: number
  /** The generation at which each account's sessions were last forgotten. */
  forgotten: Map<string, number>
  /** The generation at which every session was last forgotten. */
  allForgotten: number
}

// On globalThis: Next bundles this module once per layer, and the Users hooks that forget entries may
// run in the copy of whichever layer started Payload (a page), not in the route handlers' copy.
const shared = globalThis as typeof globalThis & { __centreSessionMemory?: Memory }
const memory = (shared.__centreSessionMemory ??= { entries: new Map(), generation: 0, forgotten: new Map(), allForgotten: 0 })
const { entries } = memory

/** The user remembered under `key` while the entry lasts. */
export function recalledSession(key: string, now: number): TypedUser | null {
  const hit = entries.get(key)
  if (hit && hit.expiresAt > now) return hit.user
  if (hit) entries.delete(key)
  return null
}

/** A mark to take before reading a session from the database, for `rememberSession`. */
export const sessionMemoryMark = (): number => memory.generation

/**
 * Remembers a session read since `mark`, unless its account's sessions were forgotten meanwhile: the
 * read may have seen the session just before a logout committed, and would otherwise bring it back.
 */
export function rememberSession(key: string, entry: RememberedSession, mark: number): void {
  if (memory.allForgotten > mark || (memory.forgotten.get(String(entry.user.id)) ?? -1) > mark) return
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  entries.set(key, entry)
}

/** Forget every remembered session of this user (logout, a changed role or password, deletion). */
export function forgetSessionsOf(userId: string | number | undefined | null) {
  if (userId === undefined || userId === null) return
  const id = String(userId)
  memory.generation++
  memory.forgotten.delete(id) // re-inserted last: the map drops its oldest accounts first
  memory.forgotten.set(id, memory.generation)
  if (memory.forgotten.size > MAX_FORGOTTEN) memory.forgotten.delete(memory.forgotten.keys().next().value!)
  for (const [key, entry] of entries) if (String(entry.user.id) === id) entries.delete(key)
}

/** Forget every remembered session (notices may have been missed while the listener was disconnected). */
export function forgetAllSessions() {
  memory.generation++
  memory.allForgotten = memory.generation
  entries.clear()
}
