import 'server-only'

import { applicationAdminEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { enrollmentBoard } from '../service'

/** GET /api/admin/applications/board: a column per status, each age group's waiting list in order (admins; integrations read). */
export const GET = route(applicationAdminEndpoints.enrollmentBoard, async ({ actor }) => respond(applicationAdminEndpoints.enrollmentBoard, await enrollmentBoard(actor)))
