import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { incident } from '../service'

/** One report, as the caller may read it (404 otherwise). */
export const GET = route<{ incidentId: string }>(async ({ params, actor }) => respond(api.operations.incident, await incident(actor, params.incidentId)))
