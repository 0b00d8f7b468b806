import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { childDoses } from '../service'

/** A child's medication log, newest first: the child's parent, the room's teachers, admins; else 404. */
export const GET = route<{ childId: string }>(healthEndpoints.doses, async ({ request, params, actor }) => {
  await requireSome(actor, 'read', 'medication-doses') // editors, integrations: 403 before the child is looked up
  return respond(healthEndpoints.doses, await childDoses(actor, params.childId, new URL(request.url).searchParams.get('from')))
})
