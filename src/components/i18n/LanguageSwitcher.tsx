'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'

import { GlobeIcon } from '@/components/site/frameIcons'
import { usePathname } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { LANGUAGE_NAMES, LOCALES } from '@/i18n/routing'
import { cn } from '@/lib/utils'
import { saveLanguageOnAccount } from './languageChoice'

/**
 * The same page in the other language: a plain link, so it works by keyboard and without
 * script, named in the language it leads to (`lang` and `hreflang` say which, for screen readers and
 * search engines) and described in that language too ("Ver esta página en español").
 *
 * With script, the page's query comes along (a reset link's token, `?next=`), and when this tab knows a
 * signed-in person (the screen loaded "who am I": the portal and staff screens) the choice is first saved
 * on their account (./accountLanguage.tsx), which their portal and mails follow from then on. A public page
 * asks nobody: it never sends a request just to find out, and carries none of that code
 * (./languageChoice.ts).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale()
  const pathname = usePathname()
  const router = useRouter()
  const t = useTranslations('common.language')
  // The language a switch started from: a switcher still on screen once the page is in the other language
  // (a soft navigation) works again.
  const [switchingFrom, setSwitchingFrom] = useState<string | null>(null)
  const switching = switchingFrom === locale
  const other = LOCALES.find((each) => each !== locale) ?? LOCALES[0]
  const href = localizedPath(other, pathname)

  const onClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (switching) return
    setSwitchingFrom(locale)
    await saveLanguageOnAccount(other)
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
