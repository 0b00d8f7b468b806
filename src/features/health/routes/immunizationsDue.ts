import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { immunizationsDue } from '../service'

/** Admins: the children whose immunizations are overdue or due within 30 days. */
export const GET = route(async ({ actor }) => respond(api.health.immunizationsDue, await immunizationsDue(actor)))
