import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { authorizeMedication, childMedications, requireHealthChild } from '../service'

/** A child's medication authorizations: the child's parent, the room's teachers, admins; else 404 (a role refused health records: 403). */
export const GET = route<{ childId: string }>(healthEndpoints.medications, async ({ params, actor }) => {
  await requireSome(actor, 'read', 'medication-authorizations') // editors, integrations: 403 before the child is looked up
  return respond(healthEndpoints.medications, await childMedications(actor, params.childId))
})

/** The child's parent signs an authorization (an admin enters a signed paper form); answers the child's medications with it. */
export const POST = route<{ childId: string }>(healthEndpoints.authorizeMedication, async ({ request, params, actor }) => {
  await requireCreate(actor, 'medication-authorizations') // 401/403 before the body is read
  await requireHealthChild(actor, params.childId) // another family's child: 404, still before the body is read
  const body = await readBody(request, healthEndpoints.authorizeMedication)
  return respond(healthEndpoints.authorizeMedication, await authorizeMedication(actor, params.childId, body), 201)
})
