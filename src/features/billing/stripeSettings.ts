/**
 * Stripe, the payment processor of online payments (Stripe Checkout: the card or bank details are typed on
 * Stripe's page, never on ours). On only when both keys are set; without them the portal says how to pay at
 * the centre. Read at each call, so a changed environment (a test, a restart) takes effect at once.
 */
export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  /** Where the API is: Stripe's own unless STRIPE_API_URL names another server (the tests' stand-in). */
  api: { protocol: 'http' | 'https'; host: string; port: number } | null
}

/** The settings from the environment; null (online payment off) unless both keys are set. */
export function stripeSettings(env: Record<string, string | undefined> = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secretKey || !webhookSecret) return null
  return { secretKey, webhookSecret, api: stripeApiOf(env.STRIPE_API_URL) }
}

/** `STRIPE_API_URL` (`http://127.0.0.1:12111`) as the stripe package's host, port and protocol; unset: Stripe's own. */
export function stripeApiOf(text: string | undefined): StripeSettings['api'] {
  if (!text?.trim()) return null
  const url = new URL(text.trim())
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_URL must be an http(s) URL, not ${text}`)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 }
}

export const onlinePaymentsOn = () => stripeSettings() !== null
