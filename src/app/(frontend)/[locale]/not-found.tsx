import { NotFoundMessage } from '@/components/site/NotFoundMessage'
import { titleFrom } from '@/i18n/pages'

/** The title in the page's language: Next hands a not-found file's metadata its segment's params. */
export const generateMetadata = titleFrom('site.notFound.title')

/** notFound() in a parent or staff screen (the public site has its own, inside its navigation). */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage />
    </main>
  )
}
