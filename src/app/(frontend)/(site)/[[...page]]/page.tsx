import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findSitePage, type SitePageParams } from '@/components/site/pages'
import { OPEN_GRAPH_DEFAULTS } from '@/components/site/seo'
import { getSiteSettings } from '@/server/content'

/**
 * The public pages (/, /services, /staff, /apply, /contact) behind one optional catch-all.
 *
 * Why: `next build` runs without a database, and Next renders a static page at build time unless its
 * route has a dynamic segment whose params are listed by `generateStaticParams`. Listing none makes
 * each page render on its first visit, with its CMS content, and then be served from Next's cache until
 * an editor publishes (revalidateTag). Any other path is the 404 page.
 */
export const dynamicParams = true

export function generateStaticParams(): SitePageParams[] {
  return []
}

type Props = { params: Promise<SitePageParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findSitePage(await params)
  if (!page) return {}
  const settings = await getSiteSettings()
  const { title, description } = page.metadata(settings)
  return {
    title: page.path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: page.path },
    openGraph: { ...OPEN_GRAPH_DEFAULTS, images: [...OPEN_GRAPH_DEFAULTS.images], siteName: settings.name, title, description, url: page.path },
  }
}

export default async function SitePage({ params }: Props) {
  const page = findSitePage(await params)
  if (!page) notFound()
  return page.render()
}
