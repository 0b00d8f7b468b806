import 'server-only'

import { applyEndpoints } from '../endpoints'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress } from '@/server/http/request'
import { readBody, respond, route } from '@/server/http/route'
import { submitApplication } from '../service'

/** POST /api/applications: an enrollment application from /apply (anyone; the forms' rate limit per address). */
export const POST = route(applyEndpoints.apply, async ({ request, actor }) => {
  const application = await readBody(request, applyEndpoints.apply)
  await enforceRateLimit(actor.payload, 'forms', clientAddress(request))
  return respond(applyEndpoints.apply, await submitApplication(actor, application), 201)
})
