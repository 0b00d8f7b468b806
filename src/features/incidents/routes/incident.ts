import 'server-only'

import { incidentEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { incident } from '../service'

/** One report, as the caller may read it (404 otherwise). */
export const GET = route<{ incidentId: string }>(incidentEndpoints.incident, async ({ params, actor }) => {
  await requireSome(actor, 'read', 'incidents') // editors: 403 before the report is looked up
  return respond(incidentEndpoints.incident, await incident(actor, params.incidentId))
})
