import 'server-only'

import { billingEndpoints } from '../endpoints'
import { MAX_JSON_BYTES, readBodyText } from '@/server/http/request'
import { respond, route } from '@/server/http/route'
import { recordStripeEvent, verifiedStripeEnvelope } from '../onlinePayments'

/** Stripe's events: no session; the raw body's signature is verified before anything is read from it. */
export const POST = route(billingEndpoints.stripeWebhook, async ({ request, payload }) => {
  const event = await verifiedStripeEnvelope(await readBodyText(request, MAX_JSON_BYTES), request.headers.get('stripe-signature'))
  return respond(billingEndpoints.stripeWebhook, await recordStripeEvent(payload, event))
})
