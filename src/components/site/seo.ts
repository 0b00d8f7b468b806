/**
 * The centre's name and description for metadata that is fixed at build time (the root layout's
 * defaults). Pages use the CMS's site settings, which editors can change.
 */
import { DEFAULT_CENTRE_NAME } from '@/lib/siteSettings'

export const SITE_NAME = DEFAULT_CENTRE_NAME

export const SITE_DESCRIPTION =
  'A licensed multicultural child-care and early-education centre in North Carolina, serving children from 6 weeks to 12 years, Monday to Friday, 6:30 AM to 10:00 PM.'

/** The public pages, for the sitemap (the other routes are for parents and staff). */
export const PUBLIC_PAGE_PATHS = ['/', '/services', '/staff', '/apply', '/contact'] as const
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number]

/** Open Graph fields every page repeats (a page's `openGraph` replaces the layout's, it does not merge). */
export const OPEN_GRAPH_DEFAULTS = {
  type: 'website',
  siteName: SITE_NAME,
  locale: 'en_US',
  images: [{ url: '/media/og-image.jpg', width: 1200, height: 630, alt: SITE_NAME }],
} as const
