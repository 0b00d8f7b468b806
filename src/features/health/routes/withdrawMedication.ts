import 'server-only'

import { api } from '@/contract/api'
import { requireUser } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { withdrawMedication } from '../service'

/** The child's parent or an admin withdraws an authorization (no body); a teacher may not (403), another family's is not found (404). */
export const POST = route<{ authorizationId: string }>(async ({ params, actor }) => {
  requireUser(actor)
  return respond(api.health.withdrawMedication, await withdrawMedication(actor, params.authorizationId))
})
