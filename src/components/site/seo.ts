/**
 * The centre's name for metadata that is fixed at build time (the root layout's defaults; its
 * description is in the catalogues, src/i18n/messages). Pages use the CMS's site settings, which
 * editors can change.
 */
import { DEFAULT_CENTRE_NAME } from '@/lib/siteSettings'

export const SITE_NAME = DEFAULT_CENTRE_NAME

/** Open Graph's locale of each language. */
export const OPEN_GRAPH_LOCALES = { en: 'en_US', es: 'es_US' } as const

/** Open Graph fields every page repeats (a page's `openGraph` replaces the layout's, it does not merge). */
export const OPEN_GRAPH_DEFAULTS = {
  type: 'website',
  siteName: SITE_NAME,
  locale: 'en_US',
  images: [{ url: '/media/og-image.jpg', width: 1200, height: 630, alt: SITE_NAME }],
} as const
