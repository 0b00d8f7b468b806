import 'server-only'

import { incidentEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { addAddendum } from '../service'

/** Staff append a correction or a later note to a report (also after it is locked). */
export const POST = route<{ incidentId: string }>(incidentEndpoints.addAddendum, async ({ request, params, actor }) => {
  await requireCreate(actor, 'incidents') // floor staff only, before the body is read
  const body = await readBody(request, incidentEndpoints.addAddendum)
  return respond(incidentEndpoints.addAddendum, await addAddendum(actor, params.incidentId, body), 201)
})
