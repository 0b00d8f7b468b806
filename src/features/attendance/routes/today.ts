import 'server-only'

import { attendanceEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { today } from '../service'

/** Today's roster: the caller's classrooms and children with their stays and pickups (`?classroomId=` narrows it). */
export const GET = route(attendanceEndpoints.today, async ({ request, actor }) => {
  await requireSome(actor, 'read', 'attendance') // editors: 403 whatever classroom is named
  const classroomId = new URL(request.url).searchParams.get('classroomId') ?? undefined
  return respond(attendanceEndpoints.today, await today(actor, { classroomId }))
})
