import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/site/NotFoundMessage'

/** The English title as the page is served; NotFoundMessage puts the page's language's in once it runs. */
export const metadata: Metadata = { title: '404 Page Not Found' }

/** Any path that is not a page, inside the site's navigation and footer (404 status). */
export default function SiteNotFound() {
  return <NotFoundMessage />
}
