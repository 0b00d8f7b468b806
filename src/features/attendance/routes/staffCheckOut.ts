import 'server-only'

import { attendanceEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { staffCheckOut } from '../service'

/** A member of staff checks out of their open shift (409 when not checked in). */
export const POST = route(attendanceEndpoints.staffCheckOut, async ({ actor }) => {
  await requireCreate(actor, 'staff-attendance')
  return respond(attendanceEndpoints.staffCheckOut, await staffCheckOut(actor))
})
