'use client'

import { useEffect } from 'react'
import { type Cache, useSWRConfig } from 'swr'

import type { SessionUser } from '@/components/session/session'
import { accountLanguageEndpoints, sessionCoreEndpoints } from '@/contract/session'
import { send } from '@/contract/client'
import type { ResponseOf } from '@/contract/endpoint'
import type { Locale } from '@/i18n/routing'
import { rememberAccountLanguage } from './languageChoice'

type DashboardAnswer = ResponseOf<typeof sessionCoreEndpoints.dashboardUser>
type Mutate = ReturnType<typeof useSWRConfig>['mutate']

/**
 * Whether the tab's screens know a signed-in person: their "who am I" (the portal's and the staff
 * screens', the admin dashboard's), awaited when a screen asked and the answer is still on its way (a click
 * just after the page opened must not skip the save). An entry no screen asked for is not asked for.
 */
async function signedIn(cache: Cache, mutate: Mutate): Promise<boolean> {
  const known = async <T,>(key: string): Promise<T | null | undefined> => {
    const state = cache.get(key)
    if (!state) return undefined
    if (state.data !== undefined || state.error) return state.data as T | null | undefined
    return (await mutate<T>(key).catch(() => undefined)) ?? undefined
  }
  const who = await known<{ id?: string }>(sessionCoreEndpoints.currentUser.path)
  if (who?.id) return true
  return Boolean((await known<{ user?: { id?: string } }>(sessionCoreEndpoints.dashboardUser.path))?.user?.id)
}

/**
 * The language a signed-in person chose, saved on their account (POST /api/account/language), which their
 * portal and mails follow from then on. The screen the switch leads to reads "who am I" from this tab's
 * cache, which still holds the language read before the change: the portal, which follows the account's
 * language, would send the person straight back. So the cache learns the saved choice first. A failed save
 * leaves the account as it was; the switch goes on.
 */
async function saveOnAccount(cache: Cache, mutate: Mutate, language: Locale) {
  if (!(await signedIn(cache, mutate))) return
  const saved = await send(accountLanguageEndpoints.saveLanguage, { language }).catch(() => null)
  if (!saved) return
  await Promise.all([
    mutate(sessionCoreEndpoints.currentUser.path, (user?: SessionUser | null) => (user ? { ...user, language: saved.language } : user), { revalidate: false }),
    mutate(
      sessionCoreEndpoints.dashboardUser.path,
      (answer?: DashboardAnswer | null) => (answer?.user ? { ...answer, user: { ...answer.user, language: saved.language } } : answer),
      { revalidate: false },
    ),
  ])
}

/** Rendered inside the portal's and staff screens' SWR cache: the language switcher saves choices on the account of whoever that cache knows (./languageChoice.ts). */
export function RememberAccountLanguage() {
  const { cache, mutate } = useSWRConfig()
  useEffect(() => rememberAccountLanguage((language) => saveOnAccount(cache, mutate, language)), [cache, mutate])
  return null
}
