'use client'

import { useSWRConfig } from 'swr'

import { useEndpointOrNullOn401 } from '@/components/swr'
import { sessionCoreEndpoints } from '@/contract/session'
import { send } from '@/contract/client'
import type { ResponseOf } from '@/contract/endpoint'
import { SESSION_KEYS } from '@/lib/constants'

/** The signed-in user as the session's "who am I" sends it. */
export type SessionUser = ResponseOf<typeof sessionCoreEndpoints.currentUser>

export const CURRENT_USER_KEY = sessionCoreEndpoints.currentUser.path

/** The signed-in user: `undefined` while loading, `null` when nobody is signed in. */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useEndpointOrNullOn401(sessionCoreEndpoints.currentUser)
  return { user: data, error, isLoading, mutate }
}

/**
 * Ends the server session, then forgets everything this tab knew: every SWR entry and the
 * session-storage flags of SPEC §4. Resolves even when the logout call fails (the caller still leaves).
 */
export function useEndSession() {
  const { mutate } = useSWRConfig()
  return async function endSession(): Promise<{ ok: boolean }> {
    let ok = true
    try {
      await send(sessionCoreEndpoints.logout)
    } catch {
      ok = false
    }
    await mutate(() => true, undefined, { revalidate: false })
    // Known signed out: left empty, a screen mounted next (back button) could join a pre-logout user fetch that SWR discards, and wait forever.
    await mutate(CURRENT_USER_KEY, null, { revalidate: false })
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key)
    return { ok }
  }
}
