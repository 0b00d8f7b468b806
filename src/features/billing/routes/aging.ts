import 'server-only'

import { billingAdminEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { aging } from '../service'

/** The aging report: admins only. */
export const GET = route(billingAdminEndpoints.billingAging, async ({ actor }) => respond(billingAdminEndpoints.billingAging, await aging(actor)))
