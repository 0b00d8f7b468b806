import type { Metadata } from 'next'

import { localizedPath } from './paths'
import { LOCALES, type Locale } from './routing'

/**
 * A page's canonical address in `locale` and its versions in every language (`<link rel="alternate"
 * hreflang>`, with `x-default` on the English one), for a page's `generateMetadata`.
 */
export function languageAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((each) => [each, localizedPath(each, path)]))
  languages['x-default'] = localizedPath('en', path)
  return { canonical: localizedPath(locale, path), languages }
}
