import 'server-only'

import { billingAdminEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { subsidyAuthorizations } from '../service'

/** The subsidy agencies and authorizations: admins only. */
export const GET = route(billingAdminEndpoints.subsidyAuthorizations, async ({ actor }) => respond(billingAdminEndpoints.subsidyAuthorizations, await subsidyAuthorizations(actor)))
