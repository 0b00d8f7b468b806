import type { MetadataRoute } from 'next'

import { API_ROOT } from '@/contract/api'
import { APP_PAGE_ROUTES } from '@/i18n/pageRoutes'
import { localizedPath } from '@/i18n/paths'
import { LOCALES } from '@/i18n/routing'
import { serverURL } from '@/lib/runtimeConfig'

// Built per request: the public origin (SERVER_URL) is known when the server starts, not at build time.
export const dynamic = 'force-dynamic'

/** A page's path as a robots.txt rule: its fixed part, a dynamic segment left open (/incidents/[id] → /incidents/). */
const ruleOf = (route: string) => route.replace(/\[[^\]]+\].*$/, '')

/**
 * The public pages are for search engines; the API, the CMS and the parent and staff screens are not,
 * in any language: every page that is not public (APP_PAGE_ROUTES, the list the proxy and a unit test
 * keep equal to the page files), at its English path and under /es alike.
 */
const PRIVATE_PATHS = [API_ROOT, '/cms', ...LOCALES.flatMap((locale) => APP_PAGE_ROUTES.map((route) => localizedPath(locale, ruleOf(route))))]

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: `${serverURL}/sitemap.xml`,
    host: serverURL,
  }
}
