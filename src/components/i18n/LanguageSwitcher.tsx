'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'
import { useSWRConfig } from 'swr'

import { CURRENT_USER_KEY, type SessionUser } from '@/components/session/session'
import { GlobeIcon } from '@/components/site/icons'
import { api } from '@/contract/api'
import { send } from '@/contract/client'
import type { ResponseOf } from '@/contract/endpoint'
import { usePathname } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { LANGUAGE_NAMES, LOCALES } from '@/i18n/routing'
import { cn } from '@/lib/utils'

type DashboardAnswer = ResponseOf<typeof api.session.dashboardUser>

/**
 * The same page in the other language: a plain link, so it works by keyboard and without
 * script, named in the language it leads to (`lang` and `hreflang` say which, for screen readers and
 * search engines) and described in that language too ("Ver esta página en español").
 *
 * With script, the page's query comes along (a reset link's token, `?next=`), and when this tab knows a
 * signed-in person (the screen loaded "who am I": the portal and staff screens) the choice is first saved
 * on their account (POST /api/account/language), which their portal and mails follow from then on, and
 * this tab's "who am I" learns it before the next screen reads it. A public page asks nobody: it never
 * sends a request just to find out.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale()
  const pathname = usePathname()
  const router = useRouter()
  const { cache, mutate } = useSWRConfig()
  const t = useTranslations('common.language')
  // The language a switch started from: a switcher still on screen once the page is in the other language
  // (a soft navigation) works again.
  const [switchingFrom, setSwitchingFrom] = useState<string | null>(null)
  const switching = switchingFrom === locale
  const other = LOCALES.find((each) => each !== locale) ?? LOCALES[0]
  const href = localizedPath(other, pathname)

  /**
   * Whether this tab knows a signed-in person: the screen's "who am I", awaited when the screen asked and
   * the answer is still on its way (a click just after the page opened must not skip the save). A screen
   * that never asks (a public page) is not asked for.
   */
  const signedIn = async () => {
    const known = async <T,>(key: string): Promise<T | null | undefined> => {
      const state = cache.get(key)
      if (!state) return undefined
      if (state.data !== undefined || state.error) return state.data as T | null | undefined
      return (await mutate<T>(key).catch(() => undefined)) ?? undefined
    }
    const who = await known<{ id?: string }>(CURRENT_USER_KEY)
    if (who?.id) return true
    return Boolean((await known<{ user?: { id?: string } }>(api.session.dashboardUser.path))?.user?.id)
  }

  const onClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (switching) return
    setSwitchingFrom(locale)
    if (await signedIn()) {
      const saved = await send(api.account.saveLanguage, { language: other }).catch(() => null)
      // The screen this leads to reads "who am I" from this tab's cache, which still holds the language
      // read before the change: the portal, which follows the account's language, would send the person
      // straight back. The cache learns the saved choice first.
      if (saved) {
        const { language } = saved
        await Promise.all([
          mutate(CURRENT_USER_KEY, (user?: SessionUser | null) => (user ? { ...user, language } : user), { revalidate: false }),
          mutate(api.session.dashboardUser.path, (answer?: DashboardAnswer | null) => (answer?.user ? { ...answer, user: { ...answer.user, language } } : answer), { revalidate: false }),
        ])
      }
    }
    router.push(`${href}${window.location.search}${window.location.hash}`)
  }

  return (
    <Link
      href={href}
      // Not fetched ahead: a change of language is rare, and some screens promise to make no request at all.
      prefetch={false}
      lang={other}
      hrefLang={other}
      title={t('otherLanguage')}
      onClick={onClick}
      aria-busy={switching || undefined}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-700',
        className,
      )}
    >
      <GlobeIcon className="size-4" />
      {LANGUAGE_NAMES[other]}
    </Link>
  )
}
