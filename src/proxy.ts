import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { isPagePath, NOT_FOUND_PATH } from './i18n/pageRoutes'
import { splitLocale } from './i18n/paths'
import { DEFAULT_LOCALE, routing } from './i18n/routing'

/**
 * The language of a page from its address (src/i18n/routing.ts): /es/… is Spanish and is
 * served as it is; any other page path is English and is served, unchanged for the browser, from the
 * app's /en/… pages; /en/… redirects to the path without the prefix. (The public pages do not pass
 * through here: see `config` below.)
 */
const localized = createMiddleware(routing)

/**
 * A path that is no page (src/i18n/pageRoutes.ts) is served, unchanged for the browser and with a 404
 * status, from the not-found page in its language, so the message and the site's navigation are in the
 * HTML itself, not only once JavaScript runs.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const defaultPrefix = `/${DEFAULT_LOCALE}`
  if (pathname === defaultPrefix || pathname.startsWith(`${defaultPrefix}/`)) return localized(request)
  const { locale, path } = splitLocale(pathname)
  if (isPagePath(path)) return localized(request)
  return NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PATH}${request.nextUrl.search}`, request.url), { status: 404 })
}

export const config = {
  // Pages only: not the APIs (/api, the CMS's /api/cms), the CMS (/cms), Next's own files, the CMS
  // preview entry (/preview), the public folder (/media) or any file (robots.txt, sitemap.xml, …).
  //
  // Nor the public site's pages in either language (src/i18n/publicPages.mjs: /, /services, /staff, /apply,
  // /contact, and each under /es): next.config.mjs's rewrites serve the English ones from /en/… as this
  // proxy would, and the Spanish ones need nothing. They are the pages every visitor opens, served from
  // Next's cache, and running a proxy costs such a request about a fifth of its CPU (BENCHMARKS.md).
  // Next reads this pattern from the file as it is, so it names the pages itself;
  // tests/unit/page-routes.unit.spec.ts holds it to the list.
  matcher: '/((?!api(?:/|$)|cms(?:/|$)|preview(?:/|$)|_next/|media/|.*\\..*|(?:es/?)?(?:services|staff|apply|contact)?$).*)',
}
