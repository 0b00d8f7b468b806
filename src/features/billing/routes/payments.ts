import 'server-only'

import { billingAdminEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { recordPayment } from '../service'

/** A payment received at the desk (admins): cash, check (with its number), money order or bank transfer. */
export const POST = route(billingAdminEndpoints.recordPayment, async ({ request, actor }) => {
  await requireCreate(actor, 'ledger-entries') // 401/403 before the body is read
  const body = await readBody(request, billingAdminEndpoints.recordPayment)
  return respond(billingAdminEndpoints.recordPayment, await recordPayment(actor, body), 201)
})
