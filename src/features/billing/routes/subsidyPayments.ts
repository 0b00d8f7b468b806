import 'server-only'

import { billingAdminEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { recordAgencyPayment } from '../service'

/** What a subsidy agency paid for an authorization and month (admins), with its shortfall billed or written off. */
export const POST = route(billingAdminEndpoints.agencyPayment, async ({ request, actor }) => {
  await requireCreate(actor, 'ledger-entries') // 401/403 before the body is read
  const body = await readBody(request, billingAdminEndpoints.agencyPayment)
  return respond(billingAdminEndpoints.agencyPayment, await recordAgencyPayment(actor, body), 201)
})
