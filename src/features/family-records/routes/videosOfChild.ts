import 'server-only'

import { childRecordEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { videosOfChild } from '../service'

/** Development videos of one child: the parent's own child, or any child for an admin; else 404. */
export const GET = route<{ childId: string }>(childRecordEndpoints.videosOfChild, async ({ params, actor }) => {
  await requireSome(actor, 'read', 'development-videos') // teachers, editors: 403 before the child is looked up
  return respond(childRecordEndpoints.videosOfChild, await videosOfChild(actor, params.childId))
})
