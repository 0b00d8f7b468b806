import 'server-only'

import { incidentEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { fileIncident, incidents } from '../service'

/** Incident reports the caller may read, newest first (`?childId=` narrows). */
export const GET = route(incidentEndpoints.incidents, async ({ request, actor }) => {
  await requireSome(actor, 'read', 'incidents') // editors: 403 whatever child is named
  return respond(incidentEndpoints.incidents, await incidents(actor, { childId: new URL(request.url).searchParams.get('childId') ?? undefined }))
})

/** Staff file a report about a child of their classrooms (admins: any child). */
export const POST = route(incidentEndpoints.fileIncident, async ({ request, actor }) => {
  await requireCreate(actor, 'incidents') // 401/403 before the body is read
  const body = await readBody(request, incidentEndpoints.fileIncident)
  return respond(incidentEndpoints.fileIncident, await fileIncident(actor, body), 201)
})
