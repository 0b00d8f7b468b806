import { defineRouting } from 'next-intl/routing'

/**
 * The site's languages: English at today's paths, Spanish under /es.
 *
 * - `localePrefix: 'as-needed'`: English keeps every path it had (/services, /login, …); Spanish is
 *   /es, /es/services, …; `/en/…` redirects to the path without the prefix, so each page has one URL.
 * - `localeDetection: false`, `localeCookie: false`: the address alone says the language. The same URL
 *   is the same page for everyone (so public pages stay cacheable, by Next and by nginx, and search
 *   engines see what a visitor sees); a visitor changes language with the switcher on every page, and
 *   a parent's choice is kept on their account (the portal follows it).
 * - `alternateLinks: false`: each page names its other-language version itself, in `<link hreflang>`
 *   (src/i18n/alternates.ts), not in an HTTP `Link` header on every response.
 */
export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})

export type Locale = (typeof routing.locales)[number]
export const LOCALES = routing.locales
export const DEFAULT_LOCALE: Locale = routing.defaultLocale

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Each language's own name, as the switcher shows it (in that language, with its `lang`). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' }

/** The BCP 47 tag for dates and numbers: the centre is in North Carolina. */
export const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' }
