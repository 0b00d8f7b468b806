import 'server-only'

import { attendanceEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { checkIn } from '../service'

/** Check a child in (admins; teachers for their classrooms' children): 201 with the stay; 409 when already in. */
export const POST = route(attendanceEndpoints.checkIn, async ({ request, actor }) => {
  await requireCreate(actor, 'attendance') // 401/403 before the body is read
  const body = await readBody(request, attendanceEndpoints.checkIn)
  return respond(attendanceEndpoints.checkIn, await checkIn(actor, body), 201)
})
