import 'server-only'

import { attendanceEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { checkOut } from '../service'

/**
 * Check a child out to a person on the child's authorized list (`pickupId`); someone else is refused (403)
 * unless an admin overrides with the person's name and a reason (`override`), kept on the record.
 */
export const POST = route(attendanceEndpoints.checkOut, async ({ request, actor }) => {
  await requireCreate(actor, 'attendance') // who records attendance at all, before the body is read
  const body = await readBody(request, attendanceEndpoints.checkOut)
  return respond(attendanceEndpoints.checkOut, await checkOut(actor, body))
})
