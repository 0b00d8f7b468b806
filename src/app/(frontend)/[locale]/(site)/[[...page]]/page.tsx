import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { setRequestLocale } from 'next-intl/server'

import { findSitePage, sitePageMetadata, type SitePageParams } from '@/features/site-content/screens/site/pages/SitePages'
import { OPEN_GRAPH_DEFAULTS, OPEN_GRAPH_LOCALES } from '@/components/site/seo'
import { languageAlternates } from '@/i18n/alternates'
import { localizedPath } from '@/i18n/paths'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/routing'
import { getSiteSettings } from '@/server/content'

/**
 * The public pages (/, /services, /staff, /apply, /contact) behind one optional catch-all.
 *
 * Why: `next build` runs without a database, and Next renders a static page at build time unless its
 * route has a dynamic segment whose params are listed by `generateStaticParams`. Listing none makes
 * each page render on its first visit, with its CMS content, and then be served from Next's cache until
 * an editor publishes (revalidateTag). Any other path is the 404 page: src/proxy.ts serves it from
 * ../page-not-found with a 404 status; the notFound() below is for what the proxy does not see (a path
 * with a dot in it), whose 404 page Next fills in with JavaScript.
 */
export const dynamicParams = true

export function generateStaticParams(): Omit<SitePageParams, 'locale'>[] {
  return []
}

type Props = { params: Promise<SitePageParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, ...rest } = await params
  const page = findSitePage(rest)
  if (!page || !isLocale(locale)) return {}
  const settings = await getSiteSettings(locale)
  const { title, description } = await sitePageMetadata(page, locale, settings)
  const alternates = languageAlternates(locale, page.path)
  return {
    title: page.path === '/' ? { absolute: title } : title,
    description,
    alternates,
    openGraph: {
      ...OPEN_GRAPH_DEFAULTS,
      locale: OPEN_GRAPH_LOCALES[locale],
      images: [...OPEN_GRAPH_DEFAULTS.images],
      siteName: settings.name,
      title,
      description,
      url: localizedPath(locale, page.path),
    },
  }
}

export default async function SitePage({ params }: Props) {
  const { locale: segment, ...rest } = await params
  // The page renders once per language and is then served from Next's cache: its language comes from
  // the address (the [locale] segment), never from the request's headers, and so does its 404 page's.
  // A first segment that is no language only arrives for a file the proxy lets by (/favicon.ico): English.
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE
  setRequestLocale(locale)
  const page = findSitePage(rest)
  if (!page || segment !== locale) notFound()
  return page.render(locale)
}
