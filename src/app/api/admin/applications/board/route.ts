import { api } from '@/contract/api'
import { enrollmentBoard } from '@/server/applications/pipeline'
import { respond, route } from '@/server/http/route'

/** The enrollment pipeline: a column per status, each age group's waiting list in order (admins; integrations read). */
export const GET = route(async ({ actor }) => respond(api.admin.enrollmentBoard, await enrollmentBoard(actor)))
