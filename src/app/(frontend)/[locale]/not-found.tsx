import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/site/NotFoundMessage'

/** The English title as the page is served; NotFoundMessage puts the page's language's in once it runs. */
export const metadata: Metadata = { title: '404 Page Not Found' }

/** notFound() in a parent or staff screen (the public site has its own, inside its navigation). */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage />
    </main>
  )
}
