import type { MetadataRoute } from 'next'

import { PUBLIC_PAGE_PATHS } from '@/i18n/pageRoutes'
import { localizedPath } from '@/i18n/paths'
import { LOCALES } from '@/i18n/routing'
import { serverURL } from '@/lib/runtimeConfig'

// Built per request: the public origin (SERVER_URL) is known when the server starts, not at build time.
export const dynamic = 'force-dynamic'

/** Every public page in both languages, each naming its versions in the other (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGE_PATHS.flatMap((path) => {
    const languages = Object.fromEntries(LOCALES.map((locale) => [locale, `${serverURL}${localizedPath(locale, path)}`]))
    return LOCALES.map((locale) => ({
      url: `${serverURL}${localizedPath(locale, path)}`,
      changeFrequency: path === '/' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : path === '/apply' ? 0.9 : 0.7,
      alternates: { languages },
    }))
  })
}
