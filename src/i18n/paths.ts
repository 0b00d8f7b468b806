import { DEFAULT_LOCALE, LOCALES, type Locale } from './routing'

/**
 * A path of the site in a language: English paths as they are, Spanish ones under /es
 * (`localizedPath('es', '/services')` → `/es/services`, `localizedPath('es', '/')` → `/es`).
 * Paths outside the pages (/api, /cms, files) are never passed here.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The language of a path as the browser shows it, and the path without its language prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue
    if (pathname === `/${locale}`) return { locale, path: '/' }
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}
