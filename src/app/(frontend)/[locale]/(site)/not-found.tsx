import { NotFoundMessage } from '@/components/site/NotFoundMessage'
import { titleFrom } from '@/i18n/pages'

/** The title in the page's language: Next hands a not-found file's metadata its segment's params. */
export const generateMetadata = titleFrom('site.notFound.title')

/**
 * The site's 404 page, inside its navigation and footer: for a path that is no page (src/proxy.ts serves
 * those from ./page-not-found with a 404 status) and for notFound() in a public page.
 */
export default function SiteNotFound() {
  return <NotFoundMessage />
}
