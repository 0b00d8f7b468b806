import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'
import { cache } from 'react'

import { isContentManagerUser } from '@/access/roles'
import type { Gallery, Media, Newsletter } from '@/payload-types'
import { type SiteSettings, siteSettingsWithDefaults } from '@/lib/siteSettings'
import type { Actor } from './actor'
import { getPayload } from './payload'
import type { ContentTag } from '@/lib/contentChanges'

/**
 * The CMS content of the public pages.
 *
 * Visitors: read as an anonymous visitor (`overrideAccess: false`, no user: published documents and
 * public media only) and kept in Next's data cache under the tags that `contentChanged` expires when
 * an editor publishes. A page visit never queries the database.
 *
 * Editors previewing (draft mode, entered through /preview): read fresh, with the editor's own rights,
 * drafts included, so the CMS's live preview shows unpublished changes.
 */

type Reader = Actor & { drafts: boolean }

/** Whoever may preview this request: a content manager in draft mode, else nobody (React-cached per render). */
const previewingEditor = cache(async (): Promise<TypedUser | null> => {
  // Only in draft mode: reading the request's headers would make every visitor's page dynamic.
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  return isContentManagerUser(user) ? user : null
})

/** Loads through the cache for visitors, fresh and with drafts for a previewing editor. */
function content<A extends unknown[], R>(tag: ContentTag, key: string, load: (reader: Reader, ...args: A) => Promise<R>) {
  const forVisitors = unstable_cache(async (...args: A) => load({ payload: await getPayload(), user: null, drafts: false }, ...args), ['site-content', key], {
    tags: [tag],
  })
  return async (...args: A): Promise<R> => {
    const editor = await previewingEditor()
    if (!editor) return forVisitors(...args)
    return load({ payload: await getPayload(), user: editor, drafts: true }, ...args)
  }
}

export type { SiteSettings } from '@/lib/siteSettings'

/** The site settings, with the specification's defaults where the CMS has nothing (a fresh install). */
export const getSiteSettings = content('site-settings', 'site-settings', async ({ payload, user }): Promise<SiteSettings> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user })
  return siteSettingsWithDefaults(settings)
})

export type NewsletterIssue = Pick<Newsletter, 'month' | 'title'> & {
  intro: NonNullable<Newsletter['intro']> | null
  classes: { className: string; theme: string; activities: string[] }[]
}

/** The newsletter of the latest month: the published one for visitors, the latest draft in a preview. */
export const getLatestNewsletter = content('newsletters', 'newsletter-latest', async ({ payload, user, drafts }): Promise<NewsletterIssue | null> => {
  const { docs } = await payload.find({
    collection: 'newsletters',
    where: drafts ? {} : { _status: { equals: 'published' } },
    sort: '-month',
    limit: 1,
    depth: 0,
    draft: drafts,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const issue = docs[0]
  if (!issue) return null
  return {
    month: issue.month,
    title: issue.title,
    intro: issue.intro ?? null,
    classes: (issue.classes ?? []).map(({ className, theme, activities }) => ({ className, theme, activities })),
  }
})

/**
 * `unoptimized`: a photo of children (issue 17) is served straight from its access-checked file, never
 * through Next's image optimizer, whose cache would keep showing it for hours after a consent is withdrawn.
 */
export type GalleryImage = { id: string; src: string; width: number; height: number; alt: string; caption: string | null; unoptimized: boolean }

/**
 * A media URL as a path on this site. Payload prefixes its serverURL; next/image optimizes local paths
 * only (next.config's localPatterns), and a path stays right whatever origin the visitor used.
 */
const sitePath = (url: string) => {
  const { pathname, search } = new URL(url, 'http://site.invalid')
  return pathname + search
}

/** The largest generated size that exists (feature 1280, card 768), else the original upload. */
function pictureOf(media: Media): Omit<GalleryImage, 'id' | 'alt' | 'caption' | 'unoptimized'> | null {
  for (const size of [media.sizes?.feature, media.sizes?.card]) {
    if (size?.url && size.width && size.height) return { src: sitePath(size.url), width: size.width, height: size.height }
  }
  if (media.url && media.width && media.height) return { src: sitePath(media.url), width: media.width, height: media.height }
  return null
}

/** A gallery's images in the editors' order; a gallery that does not exist is empty. */
export const getGallery = content('galleries', 'gallery', async ({ payload, user }, slug: string): Promise<GalleryImage[]> => {
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const rows: NonNullable<Gallery['images']> = docs[0]?.images ?? []
  return rows.flatMap((row, index) => {
    // An image this reader may not see (or a deleted one) comes back as a bare id: skip it.
    if (typeof row.image !== 'object' || row.image === null) return []
    const picture = pictureOf(row.image)
    if (!picture) return []
    return [{ id: row.id ?? `${slug}-${index}`, ...picture, alt: row.alt, caption: row.caption ?? null, unoptimized: Boolean(row.image.purpose) }]
  })
})

/** Whether this render is an editor's preview (the page then shows a preview bar). */
export const isPreviewing = async () => (await previewingEditor()) !== null
