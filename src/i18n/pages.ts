import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DEFAULT_LOCALE, isLocale, type Locale } from './routing'

/** What every page under src/app/(frontend)/[locale] receives. */
export type LocaleParams = { params: Promise<{ locale: string }> }

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>
/** A full key of the catalogue (`'portal.meta.login'`). */
export type MessageKey = Parameters<Translate>[0]

/**
 * A page's language from its address, set for next-intl's server functions (so a page renders in it
 * without reading a request header, and stays cacheable); a language the site does not have is a 404.
 */
export async function pageLocale({ params }: LocaleParams): Promise<Locale> {
  const { locale } = await params
  // Set before a 404 too: the not-found page is then in English, never read from a request header.
  setRequestLocale(isLocale(locale) ? locale : DEFAULT_LOCALE)
  if (!isLocale(locale)) notFound()
  return locale
}

/** `generateMetadata` for a page whose title is one catalogue entry, in the page's language. */
export function titleFrom(key: MessageKey) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = (await getTranslations({ locale })) as unknown as (key: MessageKey) => string
    return { title: t(key) }
  }
}
