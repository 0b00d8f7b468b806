import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { withdrawMedication } from '../service'

/** The child's parent or an admin withdraws an authorization (no body); a teacher may not (403), another family's is not found (404). */
export const POST = route<{ authorizationId: string }>(healthEndpoints.withdrawMedication, async ({ params, actor }) => {
  await requireSome(actor, 'update', 'medication-authorizations') // teachers, editors, integrations: 403 before the authorization is looked up
  return respond(healthEndpoints.withdrawMedication, await withdrawMedication(actor, params.authorizationId))
})
