import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

/**
 * The language of a page from its address (issue 18, src/i18n/routing.ts): /es/… is Spanish and is
 * served as it is; any other page path is English and is served, unchanged for the browser, from the
 * app's /en/… pages; /en/… redirects to the path without the prefix.
 */
export default createMiddleware(routing)

export const config = {
  // Pages only: not the APIs (/api, the CMS's /api/cms), the CMS (/cms), Next's own files, the CMS
  // preview entry (/preview), the public folder (/media) or any file (robots.txt, sitemap.xml, …).
  matcher: '/((?!api(?:/|$)|cms(?:/|$)|preview(?:/|$)|_next/|media/|.*\\..*).*)',
}
