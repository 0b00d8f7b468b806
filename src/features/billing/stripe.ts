import 'server-only'

import Stripe from 'stripe'

import { HttpError, badRequest } from '@/server/http/errors'
import { billingMessages } from './schemas'
import { type StripeSettings, stripeSettings } from './stripeSettings'

/** The settings, or the answer that online payment is off (503, saying how to pay at the centre). */
export function requireStripe(): StripeSettings {
  const settings = stripeSettings()
  if (!settings) throw new HttpError(503, billingMessages.onlinePaymentsOff)
  return settings
}

let client: { key: string; stripe: Stripe } | null = null

/** One client per key and API address (built the first time it is needed). */
export function stripeClient(settings: StripeSettings): Stripe {
  const key = JSON.stringify([settings.secretKey, settings.api])
  if (client?.key !== key) {
    // A parent waits on this call: 20 s rather than the package's 80, and two retries (each with the request's idempotency key).
    const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(settings.api ?? {}) })
    client = { key, stripe }
  }
  return client.stripe
}

/**
 * The event Stripe sent, once its `Stripe-Signature` header is proved to be Stripe's signature of these
 * very bytes with our webhook secret, made within the package's tolerance (5 minutes: an old delivery
 * replayed later is refused). Anything else is a 400 that changes nothing.
 */
export async function verifiedStripeEvent(settings: StripeSettings, rawBody: string, signature: string | null): Promise<unknown> {
  if (!signature) throw badRequest(billingMessages.stripeSignature)
  try {
    return await Stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret)
  } catch {
    throw badRequest(billingMessages.stripeSignature)
  }
}
