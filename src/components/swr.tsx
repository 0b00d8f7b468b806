'use client'

import type React from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'

import { getJson } from '@/contract/client'

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

/** Wrap the portal and staff screens (they fetch data); the public pages need no SWR. */
export function SWRProvider({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>
}
