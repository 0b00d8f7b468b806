import { NotFoundMessage } from '@/components/site/NotFoundMessage'
import { pageLocale, type LocaleParams } from '@/i18n/pages'

/**
 * Any path that is no page, in its language: src/proxy.ts serves it from here with a 404 status, the
 * address unchanged. Rendered on each request, never at build time or for the cache; see
 * NOT_FOUND_PATH in src/i18n/pageRoutes.ts for why this page exists beside ../not-found.tsx. Being a
 * 404, its title and robots rule are ../not-found.tsx's and Next's.
 */
export const dynamic = 'force-dynamic'

export default async function PageNotFound(props: LocaleParams) {
  await pageLocale(props)
  return <NotFoundMessage />
}
