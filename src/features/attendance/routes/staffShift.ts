import 'server-only'

import { attendanceEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { ownShift } from '../service'

/** The caller's own open shift, or null. */
export const GET = route(attendanceEndpoints.staffShift, async ({ actor }) => respond(attendanceEndpoints.staffShift, { shift: await ownShift(actor) }))
