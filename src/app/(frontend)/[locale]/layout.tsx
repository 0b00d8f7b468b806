import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { Toaster } from '@/components/ui/toaster'
import { serverURL } from '@/lib/runtimeConfig'
import { OPEN_GRAPH_DEFAULTS, OPEN_GRAPH_LOCALES, SITE_NAME } from '@/components/site/seo'
import { rootClientMessages } from '@/i18n/clientMessages'
import { DEFAULT_LOCALE, LOCALES, isLocale } from '@/i18n/routing'

import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Both languages are known at build time; any other first segment is a path of the English site (src/proxy.ts). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment } = await params
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE
  const t = await getTranslations({ locale, namespace: 'site.meta' })
  return {
    metadataBase: new URL(serverURL),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: t('description'),
    applicationName: SITE_NAME,
    icons: { icon: '/media/favicon.png', apple: '/media/apple-touch-icon.png' },
    openGraph: { ...OPEN_GRAPH_DEFAULTS, locale: OPEN_GRAPH_LOCALES[locale], images: [...OPEN_GRAPH_DEFAULTS.images] },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = { themeColor: '#1d5fa8' }

/**
 * The one root layout for everything that is ours (the CMS has its own under (payload)), in the page's
 * language: `<html lang>` and the catalogue the client components read (src/i18n).
 */
export default async function FrontendLayout({ children, params }: Props) {
  const { locale: segment } = await params
  // A first segment that is no language only arrives for a file the proxy lets by (/favicon.ico): its
  // 404 page is the English site's (the pages below say not found).
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE
  setRequestLocale(locale)
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {/* Its own components' texts; each area's layout hands its screens theirs (src/i18n/clientMessages.ts). */}
        <NextIntlClientProvider messages={await rootClientMessages(locale)}>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
