import 'server-only'

import { billingEndpoints } from '../endpoints'
import { readBody, respond, route } from '@/server/http/route'
import { requireOnlinePayer, startCheckout } from '../onlinePayments'

/** Stripe Checkout's page for what is owed on an invoice: a parent's own family's, an admin's any. */
export const POST = route(billingEndpoints.checkout, async ({ request, actor }) => {
  requireOnlinePayer(actor) // 401/403, then 503 when online payment is off, before the body is read
  const body = await readBody(request, billingEndpoints.checkout)
  return respond(billingEndpoints.checkout, await startCheckout(actor, body))
})
