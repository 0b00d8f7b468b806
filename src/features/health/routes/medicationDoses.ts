import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { recordDose, requireAuthorization } from '../service'

/** Staff record a dose given, refused or missed; the hard stop refuses one outside a valid authorization (409). */
export const POST = route<{ authorizationId: string }>(healthEndpoints.recordDose, async ({ request, params, actor }) => {
  await requireCreate(actor, 'medication-doses') // 401/403 before the body is read
  await requireAuthorization(actor, params.authorizationId) // another room's child's: 404, still before the body is read
  const body = await readBody(request, healthEndpoints.recordDose)
  return respond(healthEndpoints.recordDose, await recordDose(actor, params.authorizationId, body), 201)
})
