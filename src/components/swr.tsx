'use client'

import type React from 'react'
import { useEffect } from 'react'
import useSWR, { SWRConfig, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr'

import { RememberAccountLanguage } from '@/components/i18n/accountLanguage'
import { rememberListRefresh } from '@/components/site/staffLists'
import { getJson } from '@/contract/client'
import { type Endpoint, type Query, type ResponseOf, withQuery } from '@/contract/endpoint'

/** The default fetcher: the key is the /api path (a GET that parses JSON; 401 is an error). */
export const fetchJson = <T,>(url: string) => getJson<T>(url) as Promise<T>

/** For a screen that treats "not logged in" as data: resolves with null on 401. */
export const fetchJsonOrNullOn401 = <T,>(url: string) => getJson<T>(url, { on401: 'returnNull' })

/**
 * SPEC §7: data is never stale, never refetched on focus or reconnect, never polled and never retried.
 * A mutation refreshes what it changed with `mutate(key)`.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: fetchJson,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
}

/**
 * A public form that added to a staff list (an application, a contact message) refreshes this cache's copies
 * of it (src/components/site/staffLists.ts). A list on screen is read again now; one kept for a screen that is
 * not showing (the staff screen left for /apply in the same tab) is dropped, so that screen reads it when it
 * opens again: `mutate` alone reads again only what is on screen, and a screen opening on a cached read does
 * not read it again (`revalidateIfStale: false`).
 */
function RememberListRefresh() {
  const { cache, mutate } = useSWRConfig()
  useEffect(
    () =>
      rememberListRefresh((path) => {
        const under = (key: unknown) => typeof key === 'string' && key.startsWith(path)
        void mutate(under)
        for (const key of [...cache.keys()]) if (under(key)) cache.delete(key)
      }),
    [cache, mutate],
  )
  return null
}

/**
 * Wrap the portal and staff screens (they fetch data); the public pages need no SWR. Inside it the language
 * switcher saves a choice on the account this cache knows (src/components/i18n/accountLanguage.tsx), and the
 * public forms refresh the staff lists they add to (src/components/site/staffLists.ts).
 */
export function SWRProvider({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <RememberAccountLanguage />
      <RememberListRefresh />
      {children}
    </SWRConfig>
  )
}

/** A read of the contract at one path: a GET entry, or one made for a parameter with `at()`. */
type Read = Endpoint<'GET', string, null, unknown>

/**
 * Reads a contract entry with swr: the key is the entry's path with its query (`withQuery`), the data
 * its answer type, so no screen restates what an endpoint answers. `null` waits (nobody signed in yet).
 */
export function useEndpoint<E extends Read>(endpoint: E | null, query?: Query, config: SWRConfiguration<ResponseOf<E>> = {}): SWRResponse<ResponseOf<E>> {
  return useSWR<ResponseOf<E>>(endpoint ? withQuery(endpoint.path, query) : null, config)
}

/** As `useEndpoint`, for a screen that treats "not signed in" as data: null on 401. */
export function useEndpointOrNullOn401<E extends Read>(endpoint: E): SWRResponse<ResponseOf<E> | null> {
  return useSWR<ResponseOf<E> | null>(endpoint.path, fetchJsonOrNullOn401<ResponseOf<E>>)
}
