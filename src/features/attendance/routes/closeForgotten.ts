import 'server-only'

import { attendanceEndpoints } from '../endpoints'
import { requireUpdate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { closeForgotten } from '../service'

/**
 * An admin closes a check-out forgotten overnight: the child's stay still open from an earlier day ends
 * at `checkedOutAt` (after the check-in, not in the future), with `reason` kept on the record.
 */
export const POST = route(attendanceEndpoints.closeForgotten, async ({ request, actor }) => {
  await requireUpdate(actor, 'attendance') // admins only (a teacher's update is their classrooms' rows), before the body is read
  const body = await readBody(request, attendanceEndpoints.closeForgotten)
  return respond(attendanceEndpoints.closeForgotten, await closeForgotten(actor, body))
})
