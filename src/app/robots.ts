import type { MetadataRoute } from 'next'

import { API_ROOT } from '@/contract/api'
import { serverURL } from '@/lib/runtimeConfig'

// Built per request: the public origin (SERVER_URL) is known when the server starts, not at build time.
export const dynamic = 'force-dynamic'

/** The public pages are for search engines; the API, the CMS and the parent and staff screens are not. */
const PRIVATE_PATHS = [
  API_ROOT,
  '/cms',
  '/login',
  '/parent-dashboard',
  '/parent-portal',
  '/admin',
  '/admin-login',
  '/admin-dashboard',
  '/admin-db',
  '/secure-admin',
  '/firebase-admin',
  '/data-viewer',
]

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: `${serverURL}/sitemap.xml`,
    host: serverURL,
  }
}
