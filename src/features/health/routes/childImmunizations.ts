import 'server-only'

import { healthEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { childImmunizations, requireHealthChild, localeOf, recordImmunization } from '../service'

/** A child's immunizations and status: the child's parent, the room's teachers, admins; else 404 (a role refused health records: 403). */
export const GET = route<{ childId: string }>(healthEndpoints.immunizations, async ({ request, params, actor }) => {
  await requireSome(actor, 'read', 'immunization-records') // editors, integrations: 403 before the child is looked up
  return respond(healthEndpoints.immunizations, await childImmunizations(actor, params.childId, localeOf(new URL(request.url).searchParams.get('locale'))))
})

/** Admins record a dose or an exemption; answers the child's immunizations with it. */
export const POST = route<{ childId: string }>(healthEndpoints.recordImmunization, async ({ request, params, actor }) => {
  await requireCreate(actor, 'immunization-records') // 401/403 before the body is read
  await requireHealthChild(actor, params.childId) // a child the admin cannot find: 404, still before the body is read
  const body = await readBody(request, healthEndpoints.recordImmunization)
  return respond(healthEndpoints.recordImmunization, await recordImmunization(actor, params.childId, body, localeOf(new URL(request.url).searchParams.get('locale'))), 201)
})
