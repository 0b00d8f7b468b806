import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'

import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher'
import { buttonVariants } from '@/components/ui/button'
import { localizedPath } from '@/i18n/paths'

/**
 * The frame of /firebase-admin and /data-viewer: the page's one h1, the practice-area notice, the
 * language switcher and a link to the other screen (in the page's language). The link is a plain <a>
 * on purpose: a full page load carries the tab's records in sessionStorage and makes no fetch at all
 * (a Next <Link> would prefetch the other screen's payload).
 */
export function PracticeScreenFrame({
  title,
  otherScreen,
  children,
}: {
  title: string
  /** The other screen: its path (without the language prefix) and the link's words. */
  otherScreen: { href: string; label: string }
  children: React.ReactNode
}) {
  const t = useTranslations('staff.practice')
  const locale = useLocale()
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-2 rounded-2xl bg-sun-50 px-4 py-2 text-ink">{t('notice')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageSwitcher />
          <a href={localizedPath(locale, otherScreen.href)} className={buttonVariants({ variant: 'outline' })}>
            {otherScreen.label}
          </a>
        </div>
      </header>
      {children}
    </main>
  )
}
