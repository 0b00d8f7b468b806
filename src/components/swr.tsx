'use client'

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr'

import { getJson } from '@/contract/client'
import { type Endpoint, type Query, type ResponseOf, withQuery } from '@/contract/endpoint'

/** The default fetcher: the key is the /api path (a GET that parses JSON; 401 is an error). */
export const fetchJson = <T,>(url: string) => getJson<T>(url) as Promise<T>

/** For a screen that treats "not logged in" as data: resolves with null on 401. */
export const fetchJsonOrNullOn401 = <T,>(url: string) => getJson<T>(url, { on401: 'returnNull' })

/**
 * SPEC §7: data is never stale, never refetched on focus or reconnect, never polled and never retried.
 * A mutation refreshes what it changed with `mutate(key)`. The portal's and staff screens' frame,
 * `SWRProvider` (./SWRProvider.tsx), holds every read to it.
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
