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
 * The same page in the other language (issue 18): a plain link, so it works by keyboard and without
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
  const [switching, setSwitching] = useState(false)
  const other = LOCALES.find((each) => each !== locale) ?? LOCALES[0]
  const href = localizedPath(other, pathname)

  const signedIn = () => {
    const who = cache.get(CURRENT_USER_KEY)?.data as { id?: string } | null | undefined
    const dashboard = cache.get(api.session.dashboardUser.path)?.data as { user?: { id?: string } } | null | undefined
    return Boolean(who?.id ?? dashboard?.user?.id)
  }

  const onClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (switching) return
    setSwitching(true)
    if (signedIn()) {
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
