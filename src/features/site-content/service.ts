import 'server-only'

import { OPTIMIZABLE_FILE_QUERY } from '@/access/mediaVisibility'
import { isWritten, type LocalizedText } from '@/i18n/cmsText'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/routing'
import type { Gallery, Media, Newsletter } from '@/payload-types'
import { type Reader, content, localized, pick, siteSettingsReadBy } from '@/server/content'

/**
 * The newsletter and the galleries of the public pages, read as src/server/content.ts reads the CMS
 * content (cached for visitors under the tags `contentChanged` expires, fresh with drafts for a
 * previewing editor, per field in the page's language or English).
 */

// ----- The newsletter ---------------------------------------------------------------------------------

type RichTextData = NonNullable<Newsletter['intro']>

export type NewsletterIssue = {
  month: string
  title: LocalizedText
  /** The introduction and its language (null: none in either language). */
  intro: { data: RichTextData; lang: Locale } | null
  classes: { id: string; className: LocalizedText; theme: LocalizedText; activities: LocalizedText[] }[]
}

type StoredNewsletter = Pick<Newsletter, 'id' | 'month' | 'title' | 'intro' | 'classes'> | null

const loadLatestNewsletter = async ({ payload, user, drafts }: Reader, locale: Locale): Promise<StoredNewsletter> => {
  const { docs } = await payload.find({
    collection: 'newsletters',
    where: drafts ? {} : { _status: { equals: 'published' } },
    sort: '-month',
    limit: 1,
    depth: 0,
    draft: drafts,
    locale,
    fallbackLocale: false,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const issue = docs[0]
  return issue ? { id: issue.id, month: issue.month, title: issue.title, intro: issue.intro ?? null, classes: issue.classes ?? [] } : null
}

/** The latest issue, per field in the page's language or English (a class card's activities are one field). */
function mergeNewsletter(english: StoredNewsletter, stored: StoredNewsletter, locale: Locale): NewsletterIssue | null {
  if (!english) return null
  // Both reads are of the same issue, unless one was published between them: then English alone.
  const translation = stored?.id === english.id ? stored : null
  const text = (en: string | null | undefined, other: string | null | undefined) => pick(en, other, locale) ?? { text: en ?? '', lang: DEFAULT_LOCALE }
  const intro =
    locale !== DEFAULT_LOCALE && isWritten(translation?.intro) ? { data: translation!.intro as RichTextData, lang: locale } : english.intro ? { data: english.intro, lang: DEFAULT_LOCALE } : null
  return {
    month: english.month,
    title: text(english.title, translation?.title),
    intro,
    classes: (english.classes ?? []).map((row, index) => {
      const other = translation?.classes?.find((candidate) => candidate.id === row.id)
      const activities =
        locale !== DEFAULT_LOCALE && isWritten(other?.activities)
          ? (other!.activities ?? []).map((activity) => ({ text: activity, lang: locale }))
          : (row.activities ?? []).map((activity) => ({ text: activity, lang: DEFAULT_LOCALE }))
      return { id: row.id ?? `class-${index}`, className: text(row.className, other?.className), theme: text(row.theme, other?.theme), activities }
    }),
  }
}

// ----- Galleries --------------------------------------------------------------------------------------

/**
 * How a picture is served:
 * - site media (public, no consent involved) through Next's image optimizer, as AVIF/WebP at the width
 *   the layout needs: its `src` is the file's address marked `?public`, the one address the optimizer may
 *   fetch (next.config.mjs), at which the file is served only while it is public site media;
 * - a photo of children (`unoptimized`; shown only while every tagged child has website consent) never
 *   through the optimizer, whose copies outlive a withdrawn consent by hours: straight from its
 *   access-checked file, never cached, in the sizes Payload made when it was uploaded (`srcSet`), so the
 *   browser still takes the smallest that fills the layout.
 * `alt` and `caption` are in the page's language or English (an `<img lang>` applies to its alt).
 */
export type GalleryImage = {
  id: string
  src: string
  /** The generated sizes of a photo of children, for the browser to choose from; null for site media. */
  srcSet: string | null
  width: number
  height: number
  alt: LocalizedText
  caption: LocalizedText | null
  unoptimized: boolean
}

/**
 * A media URL as a path on this site. Payload prefixes its serverURL; next/image optimizes local paths
 * only (next.config's localPatterns), and a path stays right whatever origin the visitor used.
 */
const sitePath = (url: string) => {
  const { pathname, search } = new URL(url, 'http://site.invalid')
  return pathname + search
}

type Picture = Pick<GalleryImage, 'src' | 'srcSet' | 'width' | 'height'>

/** The largest generated size that exists (feature 1280, card 768), else the original upload. */
function largestOf(media: Media): { url: string; width: number; height: number } | null {
  for (const size of [media.sizes?.feature, media.sizes?.card]) {
    if (size?.url && size.width && size.height) return { url: size.url, width: size.width, height: size.height }
  }
  if (media.url && media.width && media.height) return { url: media.url, width: media.width, height: media.height }
  return null
}

function pictureOf(media: Media): Picture | null {
  const largest = largestOf(media)
  if (!largest) return null
  if (!media.purpose) {
    return { src: `${new URL(largest.url, 'http://site.invalid').pathname}?${OPTIMIZABLE_FILE_QUERY}`, srcSet: null, width: largest.width, height: largest.height }
  }
  // The uncropped sizes only (the 400×300 thumbnail is cut to 4:3), smallest first.
  const sizes = [media.sizes?.card, media.sizes?.feature].filter((size) => size?.url && size.width) as { url: string; width: number }[]
  const srcSet = sizes.length > 1 ? sizes.map((size) => `${sitePath(size.url)} ${size.width}w`).join(', ') : null
  return { src: sitePath(largest.url), srcSet, width: largest.width, height: largest.height }
}

type StoredGalleryRow = { id: string; picture: Picture | null; alt: string | null; caption: string | null; unoptimized: boolean }

/** One language of a gallery's rows: its texts, and in English (the other languages' rows are the same) its pictures. */
const loadGallery = async ({ payload, user }: Reader, locale: Locale, slug: string): Promise<StoredGalleryRow[]> => {
  const english = locale === DEFAULT_LOCALE
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { slug: { equals: slug } },
    limit: 1,
    // The pictures come with the English read; another language's read needs only its texts.
    depth: english ? 1 : 0,
    locale,
    fallbackLocale: false,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const rows: NonNullable<Gallery['images']> = docs[0]?.images ?? []
  return rows.map((row, index) => {
    // An image this reader may not see (or a deleted one) comes back as a bare id: no picture.
    const media = typeof row.image === 'object' && row.image !== null ? row.image : null
    return {
      id: row.id ?? `${slug}-${index}`,
      picture: english && media ? pictureOf(media) : null,
      alt: row.alt ?? null,
      caption: row.caption ?? null,
      unoptimized: Boolean(media?.purpose),
    }
  })
}

/** A gallery's images in the editors' order, each text in the page's language or English; none when it does not exist. */
function mergeGallery(english: StoredGalleryRow[], translation: StoredGalleryRow[] | null, locale: Locale): GalleryImage[] {
  return english.flatMap((row) => {
    if (!row.picture) return []
    const other = translation?.find((candidate) => candidate.id === row.id)
    return [
      {
        id: row.id,
        ...row.picture,
        alt: pick(row.alt, other?.alt, locale) ?? { text: '', lang: DEFAULT_LOCALE },
        caption: pick(row.caption, other?.caption, locale),
        unoptimized: row.unoptimized,
      },
    ]
  })
}

// ----- What the pages call ----------------------------------------------------------------------------

/** The newsletter of the latest month in `locale`: the published one for visitors, the latest draft in a preview. */
export const getLatestNewsletter = localized(content('newsletters', 'newsletter-latest', loadLatestNewsletter), mergeNewsletter)

/** A gallery's images in `locale`, in the editors' order; a gallery that does not exist is empty. */
export const getGallery = localized(content('galleries', 'gallery', loadGallery), mergeGallery)

/**
 * The same reads and merges without the cache or the preview, as `reader` (tests: what a visitor or an
 * editor gets, straight from the database).
 */
export const contentReadBy = (reader: Reader) => ({
  siteSettings: siteSettingsReadBy(reader),
  latestNewsletter: localized((locale: Locale) => loadLatestNewsletter(reader, locale), mergeNewsletter),
  gallery: localized((locale: Locale, slug: string) => loadGallery(reader, locale, slug), mergeGallery),
})
