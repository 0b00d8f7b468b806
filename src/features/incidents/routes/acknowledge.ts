import 'server-only'

import { isParentUser } from '@/access/roles'
import { incidentEndpoints } from '../endpoints'
import { requireUser } from '@/server/actor'
import { forbidden } from '@/server/http/errors'
import { readBody, respond, route } from '@/server/http/route'
import { incidentMessages } from '../schemas'
import { acknowledgeIncident } from '../service'

/** The child's parent acknowledges the report with a typed signature; it is then locked. */
export const POST = route<{ incidentId: string }>(incidentEndpoints.acknowledgeIncident, async ({ request, params, actor }) => {
  if (!isParentUser(requireUser(actor))) throw forbidden(incidentMessages.parentsOnlyAcknowledge) // before the body is read
  const body = await readBody(request, incidentEndpoints.acknowledgeIncident)
  return respond(incidentEndpoints.acknowledgeIncident, await acknowledgeIncident(actor, params.incidentId, body))
})
