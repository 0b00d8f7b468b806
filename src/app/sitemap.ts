import type { MetadataRoute } from 'next'

import { PUBLIC_PAGE_PATHS } from '@/components/site/seo'
import { serverURL } from '@/lib/runtimeConfig'

// Built per request: the public origin (SERVER_URL) is known when the server starts, not at build time.
export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGE_PATHS.map((path) => ({
    url: `${serverURL}${path === '/' ? '/' : path}`,
    changeFrequency: path === '/' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path === '/apply' ? 0.9 : 0.7,
  }))
}
