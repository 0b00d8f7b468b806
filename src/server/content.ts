import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'
import { cache } from 'react'

import { isContentManagerUser } from '@/access/roles'
import { isWritten, type LocalizedText } from '@/i18n/cmsText'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import { clockRange, localizeClock, localizeTimes } from '@/i18n/times'
import type { SiteSetting } from '@/payload-types'
import { type SiteHours, type SiteSettings as PlainSiteSettings, siteSettingsWithDefaults } from '@/lib/siteSettings'
import type { Actor } from './actor'
import { getPayload } from './payload'
import type { ContentTag } from '@/lib/contentChanges'

/**
 * The CMS content of the public pages: the reading shared by them all (the cache, the preview, the
 * languages) and the site settings, which the site's frame, the portal and the pages show. The newsletter
 * and the galleries are the site content feature's (src/features/site-content/service.ts).
 *
 * Visitors: read as an anonymous visitor (`overrideAccess: false`, no user: published documents and
 * public media only) and kept in Next's data cache under the tags that `contentChanged` expires when
 * an editor publishes. A page visit never queries the database.
 *
 * Editors previewing (draft mode, entered through /preview): read fresh, with the editor's own rights,
 * drafts included, so the CMS's live preview shows unpublished changes.
 *
 * Languages: the texts editors write are localized in Payload (en, es). A page in Spanish
 * reads each document twice, in English and in Spanish without Payload's fallback, each cached on its
 * own (the language is part of the cache key; the tags are the same), and takes per field the Spanish
 * text where it is written, else the English one. Each text says which language it is in
 * (`LocalizedText`), so the page can mark an English text shown on a Spanish page with lang="en"
 * (components/site/CmsText.tsx). An English page reads English only, as before.
 */

export type Reader = Actor & { drafts: boolean }

/** Whoever may preview this request: a content manager in draft mode, else nobody (React-cached per render). */
const previewingEditor = cache(async (): Promise<TypedUser | null> => {
  // Only in draft mode: reading the request's headers would make every visitor's page dynamic.
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  return isContentManagerUser(user) ? user : null
})

/** Loads through the cache for visitors, fresh and with drafts for a previewing editor. */
export function content<A extends unknown[], R>(tag: ContentTag, key: string, load: (reader: Reader, ...args: A) => Promise<R>) {
  const forVisitors = unstable_cache(async (...args: A) => load({ payload: await getPayload(), user: null, drafts: false }, ...args), ['site-content', key], {
    tags: [tag],
  })
  return async (...args: A): Promise<R> => {
    const editor = await previewingEditor()
    if (!editor) return forVisitors(...args)
    return load({ payload: await getPayload(), user: editor, drafts: true }, ...args)
  }
}

export type { LocalizedText } from '@/i18n/cmsText'

/** The language a text is in: the page's where it is written in it, else English (`null`: neither has one). */
export function pick(english: string | null | undefined, translation: string | null | undefined, locale: Locale): LocalizedText | null {
  if (locale !== DEFAULT_LOCALE && isWritten(translation)) return { text: translation as string, lang: locale }
  return english ? { text: english, lang: DEFAULT_LOCALE } : null
}

/**
 * A content reader for the pages: the English read, and for another language its own read too, merged
 * field by field. `read` is cached (visitors) or fresh (previews, tests); the merge is the same.
 */
export function localized<A extends unknown[], Raw, R>(read: (locale: Locale, ...args: A) => Promise<Raw>, merge: (english: Raw, translation: Raw | null, locale: Locale) => R) {
  return async (locale: Locale = DEFAULT_LOCALE, ...args: A): Promise<R> => {
    const [english, translation] = await Promise.all([read(DEFAULT_LOCALE, ...args), locale === DEFAULT_LOCALE ? null : read(locale, ...args)])
    return merge(english, translation, locale)
  }
}

// ----- Site settings ----------------------------------------------------------------------------------

/** The site settings as the pages use them: the days in the page's language, or English. */
export type SiteSettings = Omit<PlainSiteSettings, 'hours'> & {
  hours: Omit<SiteHours, 'days'> & {
    days: LocalizedText
    /** The English text, whatever the page's language: schema.org's day names come from it (ChildCareJsonLd). */
    daysInEnglish: string
    /**
     * The times as the page writes them (src/i18n/times.ts): "6:30 AM" / "6:30 a. m.", the opening hours
     * as a range ("6:30 AM - 10:00 PM" / "de 6:30 a. m. a 10:00 p. m."). The fields above stay as stored.
     */
    shown: { open: string; close: string; range: string; firstShift: string; secondShift: string }
  }
}

type StoredSettings = Partial<SiteSetting> | null

const loadSiteSettings = async ({ payload, user }: Reader, locale: Locale): Promise<StoredSettings> =>
  payload.findGlobal({ slug: 'site-settings', depth: 0, locale, fallbackLocale: false, overrideAccess: false, user })

/** The settings with the specification's defaults where the CMS has nothing (a fresh install), localized. */
function mergeSiteSettings(english: StoredSettings, translation: StoredSettings, locale: Locale): SiteSettings {
  const settings = siteSettingsWithDefaults(english)
  const days = pick(settings.hours.days, translation?.hours?.days?.trim(), locale) ?? { text: settings.hours.days, lang: DEFAULT_LOCALE }
  const { open, close, firstShift, secondShift } = settings.hours
  // The times are one stored value for both languages ("6:30 AM"), written in the page's language.
  const shown = {
    open: localizeClock(open, locale),
    close: localizeClock(close, locale),
    range: clockRange(locale, localizeClock(open, locale), localizeClock(close, locale)),
    firstShift: localizeTimes(firstShift, locale),
    secondShift: localizeTimes(secondShift, locale),
  }
  return { ...settings, hours: { ...settings.hours, days, daysInEnglish: settings.hours.days, shown } }
}

// ----- What the pages call ----------------------------------------------------------------------------

/** The site settings in `locale` (default English), with the specification's defaults where the CMS has nothing. */
export const getSiteSettings = localized(content('site-settings', 'site-settings', loadSiteSettings), mergeSiteSettings)

/** The site settings read and merged without the cache or the preview, as `reader` (the site content feature's contentReadBy). */
export const siteSettingsReadBy = (reader: Reader) => localized((locale: Locale) => loadSiteSettings(reader, locale), mergeSiteSettings)

/** Whether this render is an editor's preview (the page then shows a preview bar). */
export const isPreviewing = async () => (await previewingEditor()) !== null
