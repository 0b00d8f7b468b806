import 'server-only'

import { revalidateTag } from 'next/cache'

import { internalEndpoints } from '@/contract/api'
import { revalidationToken } from '@/lib/contentChanges'
import { sameSecret } from '@/lib/secrets'
import { HttpError } from '@/server/http/errors'
import { readBody, respond, route } from '@/server/http/route'

/**
 * POST { tags: [...] } with `Authorization: Bearer <revalidation token>`: expires those content tags in
 * this process's page cache at once (the next visit renders fresh). Called by this process's own
 * listener when another process announced a change (src/server/boot/contentChanges.ts).
 */
export const POST = route(internalEndpoints.revalidate, async ({ request }) => {
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  if (!sameSecret(bearer, revalidationToken())) throw new HttpError(401, 'A valid revalidation token is required.')
  const tags = [...new Set((await readBody(request, internalEndpoints.revalidate)).tags)]
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return respond(internalEndpoints.revalidate, { revalidated: tags })
})
