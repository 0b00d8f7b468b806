import 'server-only'

import { healthEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { immunizationsDue } from '../service'

/** Admins: the children whose immunizations are overdue or due within 30 days. */
export const GET = route(healthEndpoints.immunizationsDue, async ({ actor }) => respond(healthEndpoints.immunizationsDue, await immunizationsDue(actor)))
