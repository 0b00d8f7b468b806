import 'server-only'

import { ratioEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { ratioAlerts } from '../ratioAlerts'

/** Over-ratio episodes, newest first (admins all, teachers their classrooms'); `?open=true`: those going on now. */
export const GET = route(ratioEndpoints.ratioAlerts, async ({ request, actor }) =>
  respond(ratioEndpoints.ratioAlerts, await ratioAlerts(actor, { open: new URL(request.url).searchParams.get('open') === 'true' })),
)
