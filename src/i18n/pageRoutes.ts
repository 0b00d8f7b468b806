import { FEATURE_PAGE_ROUTES } from './featurePages'
import { PUBLIC_PAGE_PATHS } from './publicPages.mjs'

/** The public site's pages, listed by the sitemap and opened by a preview (the other pages are for parents and staff). */
export { PUBLIC_PAGE_PATHS }
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number]

/**
 * The kernel's own pages (the host screens and the practice stores), written by hand under
 * src/app/(frontend)/[locale], as paths without the language prefix (route groups left out).
 */
export const KERNEL_PAGE_ROUTES = ['/admin', '/admin-dashboard', '/data-viewer', '/firebase-admin', '/parent-dashboard'] as const

/**
 * Every page of the app under src/app/(frontend)/[locale] other than the public site's, as its path
 * without the language prefix (route groups left out, a dynamic segment as `[name]`): the kernel's and
 * the features' (their `pages`, listed in ./featurePages.ts by `npm run pages`, which writes their page
 * files too). tests/unit/page-routes.unit.spec.ts keeps this list equal to the page.tsx files: a new
 * page fails that test until it is declared, so the proxy never sends a real page to the 404.
 */
export const APP_PAGE_ROUTES = [...KERNEL_PAGE_ROUTES, ...FEATURE_PAGE_ROUTES] as const

/**
 * Where src/proxy.ts sends a path that is no page, with a 404 status: a page rendered on each request
 * that shows the not-found message inside the site's navigation. Why not notFound() in the public
 * pages' catch-all: under a root layout with a dynamic segment ([locale]), a notFound() reaches the
 * browser as Next's empty error document, which only JavaScript fills in (Next 16.4, measured on a
 * four-file app too); a page that renders the message itself has it in its HTML.
 */
export const NOT_FOUND_PATH = '/page-not-found'

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

const PATTERNS: readonly string[][] = [...PUBLIC_PAGE_PATHS, ...APP_PAGE_ROUTES].map(segmentsOf)

/** Whether a path without its language prefix (`/services`, `/incidents/42`) is one of the app's pages. */
export function isPagePath(path: string): boolean {
  const segments = segmentsOf(path)
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith('[') && part.endsWith(']') ? segments[index] !== '' : part === segments[index])),
  )
}
