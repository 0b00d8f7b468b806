import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { addCarePlan, childCarePlans, requireHealthChild } from '../service'

/** A child's care plans: the child's parent, the room's teachers, admins; else 404 (a role refused health records: 403). */
export const GET = route<{ childId: string }>(healthEndpoints.carePlans, async ({ params, actor }) => {
  await requireSome(actor, 'read', 'care-plans') // editors, integrations: 403 before the child is looked up
  return respond(healthEndpoints.carePlans, await childCarePlans(actor, params.childId))
})

/** Admins add a care plan; answers the child's plans with it. */
export const POST = route<{ childId: string }>(healthEndpoints.addCarePlan, async ({ request, params, actor }) => {
  await requireCreate(actor, 'care-plans') // 401/403 before the body is read
  await requireHealthChild(actor, params.childId) // a child the admin cannot find: 404, still before the body is read
  const body = await readBody(request, healthEndpoints.addCarePlan)
  return respond(healthEndpoints.addCarePlan, await addCarePlan(actor, params.childId, body), 201)
})
