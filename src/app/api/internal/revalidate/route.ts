import { revalidateTag } from 'next/cache'

import { CONTENT_TAGS, isContentTag, revalidationToken } from '@/lib/contentChanges'
import { HttpError, badRequest } from '@/server/http/errors'
import { readJsonObject } from '@/server/http/request'
import { json, route } from '@/server/http/route'
import { sameSecret } from '@/lib/secrets'

/**
 * POST { tags: [...] } with `Authorization: Bearer <revalidation token>`: expires those content tags in
 * this process's page cache at once (the next visit renders fresh). Called by this process's own
 * listener when another process announced a change (src/server/boot/contentChanges.ts).
 */
export const POST = route(async ({ request }) => {
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  if (!sameSecret(bearer, revalidationToken())) throw new HttpError(401, 'A valid revalidation token is required.')
  const { tags } = await readJsonObject(request)
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every((tag) => typeof tag === 'string' && isContentTag(tag))) {
    throw badRequest(`tags must be a non-empty list of: ${CONTENT_TAGS.join(', ')}.`, [{ field: 'tags', message: 'Unknown content tag' }])
  }
  for (const tag of new Set(tags as string[])) revalidateTag(tag, { expire: 0 })
  return json({ revalidated: [...new Set(tags)] })
})
