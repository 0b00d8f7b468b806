'use client'

import type React from 'react'
import { useEffect } from 'react'
import { SWRConfig, useSWRConfig } from 'swr'

import { RememberAccountLanguage } from '@/components/i18n/accountLanguage'
import { rememberListRefresh } from '@/components/site/staffLists'
import { swrConfig } from '@/components/swr'

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
