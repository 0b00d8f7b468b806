import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isContentManagerUser } from '@/access/roles'
import { PUBLIC_PAGE_PATHS, type PublicPagePath } from '@/i18n/pageRoutes'
import { getPayload } from '@/server/payload'

/** Only our own public pages: a preview link can never send anyone elsewhere. */
function previewPath(requested: string | null): PublicPagePath {
  return PUBLIC_PAGE_PATHS.find((path) => path === requested) ?? '/'
}

/**
 * The CMS's live preview opens /preview?path=/… : for a signed-in admin or editor it turns on Next's
 * draft mode (the pages then render fresh, drafts included) and goes to the page. /preview?exit&path=…
 * turns it off. Anyone else gets the 404 page's status: there is nothing here for visitors.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = previewPath(url.searchParams.get('path'))
  const draft = await draftMode()
  if (url.searchParams.has('exit')) {
    draft.disable()
    redirect(path)
  }
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isContentManagerUser(user)) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  draft.enable()
  redirect(path)
}
