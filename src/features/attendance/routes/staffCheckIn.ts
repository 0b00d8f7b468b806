import 'server-only'

import { attendanceEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { staffCheckIn } from '../service'

/** A member of staff checks in to the classroom they work in (teachers: their own classrooms). */
export const POST = route(attendanceEndpoints.staffCheckIn, async ({ request, actor }) => {
  await requireCreate(actor, 'staff-attendance')
  const body = await readBody(request, attendanceEndpoints.staffCheckIn)
  return respond(attendanceEndpoints.staffCheckIn, await staffCheckIn(actor, body), 201)
})
