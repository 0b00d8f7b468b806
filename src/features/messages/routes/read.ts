import 'server-only'

import { messageEndpoints } from '../endpoints'
import { readBody, respond, route } from '@/server/http/route'
import { markThreadRead, requireMessageReader } from '../service'

/** Marks the other side's messages of a thread read for the caller's side (a parent: their own; staff: `familyId`). */
export const POST = route(messageEndpoints.markRead, async ({ request, actor }) => {
  await requireMessageReader(actor) // 401/403 before the body is read
  const { familyId } = await readBody(request, messageEndpoints.markRead)
  return respond(messageEndpoints.markRead, await markThreadRead(actor, familyId))
})
