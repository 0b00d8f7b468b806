import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { aging } from '../service'

/** The aging report: admins only. */
export const GET = route(async ({ actor }) => respond(api.admin.billingAging, await aging(actor)))
