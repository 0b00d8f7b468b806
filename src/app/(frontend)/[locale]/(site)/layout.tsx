import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { PreviewBar } from '@/components/site/PreviewBar'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { clientMessages } from '@/i18n/clientMessages'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/routing'
import { getSiteSettings, isPreviewing } from '@/server/content'

/**
 * The public website's frame: skip link, sticky navigation, the page, the footer; with the catalogue's
 * texts its client components read (src/i18n/clientMessages.ts).
 */
export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const requested = (await params).locale
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  // The language is the address's ([locale]), never the request's: the frame is cached per language too.
  setRequestLocale(locale)
  const [settings, previewing, t] = await Promise.all([getSiteSettings(locale), isPreviewing(), getTranslations({ locale, namespace: 'site.common' })])
  return (
    <NextIntlClientProvider messages={await clientMessages(locale, 'site')}>
      {previewing && <PreviewBar />}
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToMain')}
      </a>
      <SiteHeader settings={settings} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </NextIntlClientProvider>
  )
}
