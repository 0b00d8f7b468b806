/**
 * Online payments through Stripe (docs/spec.md §14, "Online payments"): POST /api/billing/checkout gives a
 * parent Stripe Checkout's page for what is owed on their own family's invoice (asked of a local stand-in
 * of Stripe's API, which records what was sent); POST /api/billing/stripe-webhook books Stripe's events in
 * the ledger only when their signature is Stripe's (signed here with the stripe package's own test
 * header), once per event however often or however many at once it is delivered; refunds and disputes
 * are booked with their signs; without the keys both calls say online payment is off.
 */
import { randomBytes } from 'node:crypto'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { STRIPE_WEBHOOK } from '@/features/billing/onlinePayments'
import type { BillingAccountRecord, CheckoutRecord, InvoiceRecord } from '@/features/billing/record'
import { billingMessages } from '@/features/billing/schemas'
import { serverURL } from '@/lib/runtimeConfig'

import { api, apiLogin } from './helpers/api'
import { signedIn } from './helpers/logins'
import { type FloorActors, countAll, loadFloorActors, testPayload } from './helpers/payload'
import { type StripeStandIn, startStripeStandIn } from './helpers/stripeStandIn'

const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`
const SECRET_KEY = `sk_test_${randomBytes(24).toString('hex')}`
const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const

let actors: FloorActors
let standIn: StripeStandIn
const saved: Partial<Record<(typeof STRIPE_ENV)[number], string | undefined>> = {}
const cookies = { admin: '', parentA: '', editor: '', teacherX: '' }
let sequence = 0
const unique = () => `${Date.now().toString(36)}${++sequence}`

type Family = { id: string; cookie: string; invoice: { id: string; number: number; totalCents: number } }

/** A family of its own (a parent who can sign in) with one child on a plan and one invoice: its books are this test's alone. */
async function invoicedFamily({ language = 'en' }: { language?: 'en' | 'es' } = {}): Promise<Family> {
  const payload = await testPayload()
  const username = `stripe${unique()}`
  const password = `pw-${randomBytes(8).toString('hex')}`
  const family = (
    await payload.create({ collection: 'users', data: { username, email: `${username}@example.com`, password, firstName: 'Online', lastName: 'Payer', role: 'parent', language } as never, overrideAccess: true })
  ).id
  const child = (await payload.create({ collection: 'children', data: { firstName: 'Paid', lastName: `Child${sequence}`, dateOfBirth: '2024-01-10', enrollmentDate: '2090-01-01', parent: family }, overrideAccess: true, user: actors.admin })).id
  await payload.create({ collection: 'billing-plans', data: { child, rateCode: 'twos-full-time', from: '2090-01-01' } as never, overrideAccess: true, user: actors.admin })
  const invoice = await payload.create({ collection: 'invoices', data: { family, period: '2090-03' } as never, user: actors.admin, overrideAccess: false })
  expect(invoice.totalCents).toBeGreaterThan(100)
  return { id: family, cookie: await apiLogin(username, password), invoice: { id: invoice.id, number: invoice.number!, totalCents: invoice.totalCents! } }
}

// ---------------------------------------------------------------------------------------------------
// Stripe's events, signed as Stripe signs them
// ---------------------------------------------------------------------------------------------------

const eventId = () => `evt_test_${randomBytes(12).toString('hex')}`
const paymentIntentId = () => `pi_test_${randomBytes(12).toString('hex')}`

function event(type: string, object: Record<string, unknown>, id = eventId()) {
  return { id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } }
}

/** A Checkout session paid for `cents` of the family's invoice (the metadata the checkout call sets). */
function sessionPaid(family: { id: string; invoiceId: string }, cents: number, paymentIntent: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `cs_test_${randomBytes(12).toString('hex')}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    currency: 'usd',
    amount_total: cents,
    payment_intent: paymentIntent,
    payment_method_types: ['card', 'us_bank_account'],
    metadata: { invoiceId: family.invoiceId, familyId: family.id },
    ...overrides,
  }
}

const charge = (paymentIntent: string, amount: number, amountRefunded: number) => ({
  id: `ch_test_${paymentIntent.slice(8)}`,
  object: 'charge',
  amount,
  amount_refunded: amountRefunded,
  currency: 'usd',
  payment_intent: paymentIntent,
  refunded: amountRefunded === amount,
})

const dispute = (paymentIntent: string, id: string, amount: number, status: string) => ({ id, object: 'dispute', amount, currency: 'usd', charge: `ch_test_${paymentIntent.slice(8)}`, payment_intent: paymentIntent, status })

type Signed = { body: string; signature: string | null }
const signed = (payload: unknown, options: { secret?: string; timestamp?: number } = {}): Signed => {
  const body = JSON.stringify(payload)
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp }) }
}

/** Delivers a body to the webhook as Stripe does: no session, no Origin, the signature header. */
const deliver = ({ body, signature }: Signed) =>
  api<{ received?: boolean; recorded?: boolean; message?: string }>('POST', '/api/billing/stripe-webhook', {
    raw: body,
    origin: null,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
  })

const send = (payload: unknown) => deliver(signed(payload))

async function ledgerOf(family: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'ledger-entries', where: { family: { equals: family } }, sort: 'createdAt', overrideAccess: true, depth: 0, pagination: false })
  return docs
}

const accountOf = async (cookie: string) => (await api<BillingAccountRecord>('GET', '/api/billing/account', { cookie })).body
const invoiceOf = async (cookie: string, id: string) => (await api<InvoiceRecord>('GET', `/api/billing/invoices/${id}`, { cookie })).body

/** A paid Checkout session booked for `cents` of the family's invoice: the payment entry. */
async function paid(family: Family, cents: number, paymentIntent = paymentIntentId()) {
  const answer = await send(event('checkout.session.completed', sessionPaid({ id: family.id, invoiceId: family.invoice.id }, cents, paymentIntent)))
  expect(answer.body).toEqual({ received: true, recorded: true })
  return { paymentIntent, entry: (await ledgerOf(family.id)).find((entry) => entry.kind === 'payment' && entry.reference === paymentIntent)! }
}

/** Runs `work` with online payment off (no keys), whatever the test's environment. */
async function withoutKeys<T>(work: () => Promise<T>): Promise<T> {
  const keys = { secret: process.env.STRIPE_SECRET_KEY, webhook: process.env.STRIPE_WEBHOOK_SECRET }
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_WEBHOOK_SECRET
  try {
    return await work()
  } finally {
    process.env.STRIPE_SECRET_KEY = keys.secret
    process.env.STRIPE_WEBHOOK_SECRET = keys.webhook
  }
}

beforeAll(async () => {
  standIn = await startStripeStandIn()
  for (const name of STRIPE_ENV) saved[name] = process.env[name]
  process.env.STRIPE_SECRET_KEY = SECRET_KEY
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  process.env.STRIPE_API_URL = standIn.url
  actors = await loadFloorActors()
  Object.assign(cookies, await signedIn('admin', 'parentA', 'editor', 'teacherX'))
})

afterAll(async () => {
  for (const name of STRIPE_ENV) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await standIn?.stop()
})

describe('the webhook books a paid Checkout session once', () => {
  it('a verified checkout.session.completed writes one card payment for the invoice; the balance and what is owed drop', async () => {
    const family = await invoicedFamily()
    const before = await accountOf(family.cookie)
    expect(before.balanceCents).toBe(family.invoice.totalCents)
    expect(before.onlinePayments).toBe(true)
    const paymentIntent = paymentIntentId()
    const delivered = event('checkout.session.completed', sessionPaid({ id: family.id, invoiceId: family.invoice.id }, 10_000, paymentIntent))
    const answer = await send(delivered)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ received: true, recorded: true })

    const payments = (await ledgerOf(family.id)).filter((entry) => entry.kind === 'payment')
    expect(payments.map((entry) => [entry.amountCents, entry.method, entry.reference, entry.invoice, entry.externalId, entry.createdBy ?? null])).toEqual([
      [-10_000, 'card', paymentIntent, family.invoice.id, delivered.id, null],
    ])
    const after = await accountOf(family.cookie)
    expect(after.balanceCents).toBe(family.invoice.totalCents - 10_000)
    expect(after.recentPayments.map((payment) => [payment.amountCents, payment.method])).toEqual([[-10_000, 'card']])
    expect((await invoiceOf(family.cookie, family.invoice.id)).openCents).toBe(family.invoice.totalCents - 10_000)
  })

  it('the payment is in the audit log as the webhook’s own work, through /api', async () => {
    const family = await invoicedFamily()
    const { entry } = await paid(family, 2_500)
    await drainAuditLog(5_000)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'audit-events', where: { and: [{ recordCollection: { equals: 'ledger-entries' } }, { recordId: { equals: entry.id } }] }, overrideAccess: true, depth: 0 })
    expect(docs.map((doc) => [doc.action, doc.via, doc.userId ?? null, doc.userName])).toEqual([['create', 'api', null, STRIPE_WEBHOOK]])
  })

  it('the same event delivered again: 200, nothing new', async () => {
    const family = await invoicedFamily()
    const delivered = signed(event('checkout.session.completed', sessionPaid({ id: family.id, invoiceId: family.invoice.id }, 5_000, paymentIntentId())))
    expect((await deliver(delivered)).body).toEqual({ received: true, recorded: true })
    const total = await countAll('ledger-entries')
    for (let replay = 0; replay < 2; replay++) {
      const again = await deliver(delivered)
      expect(again.status).toBe(200)
      expect(again.body).toEqual({ received: true, recorded: false })
    }
    expect(await countAll('ledger-entries')).toBe(total)
    expect((await accountOf(family.cookie)).balanceCents).toBe(family.invoice.totalCents - 5_000)
  })

  it('the same event delivered several times at once: one entry, every delivery 200', async () => {
    const family = await invoicedFamily()
    const delivered = signed(event('checkout.session.completed', sessionPaid({ id: family.id, invoiceId: family.invoice.id }, 7_000, paymentIntentId())))
    const answers = await Promise.all([deliver(delivered), deliver(delivered), deliver(delivered)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.filter((answer) => answer.body.recorded).length).toBe(1)
    expect((await ledgerOf(family.id)).filter((entry) => entry.kind === 'payment').map((entry) => entry.amountCents)).toEqual([-7_000])
  })

  it('one payment per payment intent, whichever event announces it', async () => {
    const family = await invoicedFamily()
    const paymentIntent = paymentIntentId()
    const session = sessionPaid({ id: family.id, invoiceId: family.invoice.id }, 3_000, paymentIntent)
    expect((await send(event('checkout.session.completed', session))).body.recorded).toBe(true)
    expect((await send(event('checkout.session.async_payment_succeeded', session))).body).toEqual({ received: true, recorded: false })
    expect((await ledgerOf(family.id)).filter((entry) => entry.kind === 'payment')).toHaveLength(1)
  })

  it('a bank debit: nothing while the completed session is unpaid; an online-bank payment when it clears', async () => {
    const family = await invoicedFamily()
    const session = sessionPaid({ id: family.id, invoiceId: family.invoice.id }, 12_000, paymentIntentId(), { payment_status: 'unpaid', payment_method_types: ['us_bank_account'] })
    expect((await send(event('checkout.session.completed', session))).body).toEqual({ received: true, recorded: false })
    expect(await ledgerOf(family.id)).toHaveLength(1) // the invoice's charge only
    expect((await send(event('checkout.session.async_payment_failed', session))).body).toEqual({ received: true, recorded: false })
    const cleared = await send(event('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }))
    expect(cleared.body).toEqual({ received: true, recorded: true })
    expect((await ledgerOf(family.id)).filter((entry) => entry.kind === 'payment').map((entry) => [entry.amountCents, entry.method])).toEqual([[-12_000, 'online-bank']])
  })
})

describe('what the webhook refuses: 400 for a body Stripe did not sign, and nothing written', () => {
  it.each([
    ['no signature', (body: string) => ({ body, signature: null })],
    ['an empty signature', (body: string) => ({ body, signature: '' })],
    ['a signature of garbage', (body: string) => ({ body, signature: 'not-a-signature' })],
    ['a signature with another secret', (body: string) => ({ body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: `whsec_${randomBytes(24).toString('hex')}` }) })],
    ['a signature ten minutes old (a replay of a captured delivery)', (body: string) => ({ body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 }) })],
    ['the body changed after signing (a bigger payment)', (body: string) => ({ body: body.replace('"amount_total":4000', '"amount_total":400000'), signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) })],
  ] as const)('%s', async (_name, tamper) => {
    const family = await invoicedFamily()
    const body = JSON.stringify(event('checkout.session.completed', sessionPaid({ id: family.id, invoiceId: family.invoice.id }, 4_000, paymentIntentId())))
    const total = await countAll('ledger-entries')
    const answer = await deliver(tamper(body))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: billingMessages.stripeSignature })
    expect(await countAll('ledger-entries')).toBe(total)
  })

  it('a signed body that is not an event: 400, nothing written', async () => {
    const total = await countAll('ledger-entries')
    expect((await deliver(signed({ id: eventId(), type: 'checkout.session.completed' }))).status).toBe(400)
    expect((await deliver({ body: 'not json', signature: Stripe.webhooks.generateTestHeaderString({ payload: 'not json', secret: WEBHOOK_SECRET }) })).status).toBe(400)
    expect(await countAll('ledger-entries')).toBe(total)
  })

  it('an event naming another family’s invoice, or no invoice of ours, writes nothing (200: Stripe need not retry)', async () => {
    const [family, other] = [await invoicedFamily(), await invoicedFamily()]
    const total = await countAll('ledger-entries')
    const cases = [
      { id: family.id, invoiceId: other.invoice.id },
      { id: other.id, invoiceId: family.invoice.id.replace(/.$/, (last) => (last === '0' ? '1' : '0')) },
      { id: actors.parentA!.id, invoiceId: 'not-an-id' },
    ]
    for (const metadata of cases) {
      const answer = await send(event('checkout.session.completed', sessionPaid(metadata, 4_000, paymentIntentId())))
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ received: true, recorded: false })
    }
    expect(await countAll('ledger-entries')).toBe(total)
  })

  it('an event of a kind the centre does not book: 200, nothing written', async () => {
    const total = await countAll('ledger-entries')
    for (const type of ['customer.created', 'payment_intent.succeeded', 'invoice.paid']) {
      const answer = await send(event(type, { id: `obj_${randomBytes(6).toString('hex')}`, object: type.split('.')[0], currency: 'usd', amount: 5_000 }))
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ received: true, recorded: false })
    }
    expect(await countAll('ledger-entries')).toBe(total)
  })

  it('without the keys the webhook answers 503 and books nothing', async () => {
    const family = await invoicedFamily()
    const total = await countAll('ledger-entries')
    const answer = await withoutKeys(() => send(event('checkout.session.completed', sessionPaid({ id: family.id, invoiceId: family.invoice.id }, 4_000, paymentIntentId()))))
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ message: billingMessages.onlinePaymentsOff })
    expect(await countAll('ledger-entries')).toBe(total)
  })
})

describe('refunds and disputes', () => {
  it('charge.refunded books what was refunded since the last refund, to the payment’s family, each once', async () => {
    const family = await invoicedFamily()
    const { paymentIntent } = await paid(family, 20_000)
    const first = event('charge.refunded', charge(paymentIntent, 20_000, 5_000))
    expect((await send(first)).body).toEqual({ received: true, recorded: true })
    expect((await send(first)).body).toEqual({ received: true, recorded: false })
    expect((await send(event('charge.refunded', charge(paymentIntent, 20_000, 12_000)))).body).toEqual({ received: true, recorded: true })
    // An earlier state delivered late (Stripe does not promise the order): nothing more to book.
    expect((await send(event('charge.refunded', charge(paymentIntent, 20_000, 5_000)))).body).toEqual({ received: true, recorded: false })
    const refunds = (await ledgerOf(family.id)).filter((entry) => entry.kind === 'refund')
    expect(refunds.map((entry) => [entry.amountCents, entry.reference, entry.method ?? null])).toEqual([
      [5_000, paymentIntent, null],
      [7_000, paymentIntent, null],
    ])
    expect((await accountOf(family.cookie)).balanceCents).toBe(family.invoice.totalCents - 20_000 + 12_000)
  })

  it('two refunds of one payment delivered at once are both booked, neither counted twice', async () => {
    const family = await invoicedFamily()
    const { paymentIntent } = await paid(family, 20_000)
    await Promise.all([send(event('charge.refunded', charge(paymentIntent, 20_000, 3_000))), send(event('charge.refunded', charge(paymentIntent, 20_000, 8_000)))])
    const refunds = (await ledgerOf(family.id)).filter((entry) => entry.kind === 'refund')
    expect(refunds.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(8_000)
  })

  it('a refund of a payment never booked here writes nothing', async () => {
    const total = await countAll('ledger-entries')
    expect((await send(event('charge.refunded', charge(paymentIntentId(), 20_000, 20_000)))).body).toEqual({ received: true, recorded: false })
    expect(await countAll('ledger-entries')).toBe(total)
  })

  it('a dispute charges the amount back as a correction naming the payment; won, it is credited back, once', async () => {
    const family = await invoicedFamily()
    const { paymentIntent, entry: payment } = await paid(family, 15_000)
    const disputeId = `dp_test_${randomBytes(8).toString('hex')}`
    // Won before it was ever booked as opened: nothing to give back.
    expect((await send(event('charge.dispute.closed', dispute(paymentIntent, disputeId, 15_000, 'won')))).body.recorded).toBe(false)
    expect((await send(event('charge.dispute.created', dispute(paymentIntent, disputeId, 15_000, 'needs_response')))).body.recorded).toBe(true)
    expect((await send(event('charge.dispute.created', dispute(paymentIntent, disputeId, 15_000, 'needs_response')))).body.recorded).toBe(false)
    expect((await accountOf(family.cookie)).balanceCents).toBe(family.invoice.totalCents)
    expect((await send(event('charge.dispute.closed', dispute(paymentIntent, disputeId, 15_000, 'won')))).body.recorded).toBe(true)
    expect((await send(event('charge.dispute.closed', dispute(paymentIntent, disputeId, 15_000, 'won')))).body.recorded).toBe(false)
    const corrections = (await ledgerOf(family.id)).filter((entry) => entry.kind === 'correction')
    expect(corrections.map((entry) => [entry.amountCents, entry.corrects, entry.reference])).toEqual([
      [15_000, payment.id, disputeId],
      [-15_000, payment.id, disputeId],
    ])
    expect((await accountOf(family.cookie)).balanceCents).toBe(family.invoice.totalCents - 15_000)
  })

  it('a dispute lost leaves the amount owed: nothing more is booked', async () => {
    const family = await invoicedFamily()
    const { paymentIntent } = await paid(family, 9_000)
    const disputeId = `dp_test_${randomBytes(8).toString('hex')}`
    expect((await send(event('charge.dispute.created', dispute(paymentIntent, disputeId, 9_000, 'needs_response')))).body.recorded).toBe(true)
    expect((await send(event('charge.dispute.closed', dispute(paymentIntent, disputeId, 9_000, 'lost')))).body.recorded).toBe(false)
    expect((await accountOf(family.cookie)).balanceCents).toBe(family.invoice.totalCents)
  })
})

// ---------------------------------------------------------------------------------------------------
// POST /api/billing/checkout
// ---------------------------------------------------------------------------------------------------

const checkout = (cookie: string | undefined, invoiceId: unknown) => api<CheckoutRecord & { message?: string }>('POST', '/api/billing/checkout', { cookie, body: { invoiceId } })

/** A body that fails the test's expectations if anyone reads it. */
function untouchableBody() {
  const state = { read: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull() {
        state.read = true
        throw new Error('the body was read')
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, state }
}

describe('POST /api/billing/checkout', () => {
  it('a parent gets Stripe Checkout’s page for what is owed on their invoice, with the invoice, family and way back in it', async () => {
    const family = await invoicedFamily()
    await paid(family, 10_000)
    const owed = family.invoice.totalCents - 10_000
    const seen = standIn.requests.length
    const answer = await checkout(family.cookie, family.invoice.id)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    const sent = standIn.requests.slice(seen)
    expect(sent.map((request) => [request.method, request.path])).toEqual([['POST', '/v1/checkout/sessions']])
    const { params, headers } = sent[0]!
    expect(headers.authorization).toBe(`Bearer ${SECRET_KEY}`)
    expect(headers['idempotency-key']).toMatch(new RegExp(`^checkout-${family.invoice.id}-${owed}-[0-9a-f]{16}$`))
    expect(Object.fromEntries(params)).toEqual({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'us_bank_account',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(owed),
      'line_items[0][price_data][product_data][name]': `Invoice ${family.invoice.number}`,
      'metadata[invoiceId]': family.invoice.id,
      'metadata[familyId]': family.id,
      'payment_intent_data[metadata][invoiceId]': family.invoice.id,
      'payment_intent_data[metadata][familyId]': family.id,
      success_url: `${serverURL}/billing?payment=done`,
      cancel_url: `${serverURL}/billing?payment=cancelled`,
      customer_email: expect.stringMatching(/^stripe.+@example\.com$/),
      locale: 'en',
    })
  })

  it('a Spanish family’s page is in Spanish and leads back to the Spanish portal', async () => {
    const family = await invoicedFamily({ language: 'es' })
    const seen = standIn.requests.length
    expect((await checkout(family.cookie, family.invoice.id)).status).toBe(200)
    const { params } = standIn.requests[seen]!
    expect([params.get('locale'), params.get('success_url'), params.get('cancel_url')]).toEqual(['es', `${serverURL}/es/billing?payment=done`, `${serverURL}/es/billing?payment=cancelled`])
  })

  it('a double click makes one session: the same page, asked with the same idempotency key', async () => {
    const family = await invoicedFamily()
    const [first, second] = await Promise.all([checkout(family.cookie, family.invoice.id), checkout(family.cookie, family.invoice.id)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.url).toBe(first.body.url)
    expect([...standIn.sessions.keys()].filter((key) => key.startsWith(`checkout-${family.invoice.id}-`))).toHaveLength(1)
  })

  it('the parent’s email changed since the last click: a new session rather than a refusal of the key', async () => {
    const family = await invoicedFamily()
    const first = await checkout(family.cookie, family.invoice.id)
    const payload = await testPayload()
    await payload.update({ collection: 'users', id: family.id, data: { email: `changed.${unique()}@example.com` }, overrideAccess: true })
    const second = await checkout(family.cookie, family.invoice.id)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.url).not.toBe(first.body.url)
  })

  it('an admin may open it for any family', async () => {
    const family = await invoicedFamily()
    const answer = await checkout(cookies.admin, family.invoice.id)
    expect(answer.status).toBe(200)
    expect(answer.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//)
  })

  it('another family’s invoice, or no invoice, is not found; nothing is asked of Stripe', async () => {
    const family = await invoicedFamily()
    const seen = standIn.requests.length
    expect((await checkout(cookies.parentA, family.invoice.id)).status).toBe(404)
    expect((await checkout(family.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await checkout(family.cookie, 'not-an-id')).status).toBe(404)
    const missing = await checkout(family.cookie, undefined)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(billingMessages.invoiceId)
    expect(standIn.requests.length).toBe(seen)
  })

  it('a paid invoice: 409 saying nothing is owed', async () => {
    const family = await invoicedFamily()
    await paid(family, family.invoice.totalCents)
    const answer = await checkout(family.cookie, family.invoice.id)
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ message: billingMessages.invoicePaid })
  })

  it('less than Stripe’s 50 cents owed: 409 saying to pay at the centre', async () => {
    const family = await invoicedFamily()
    await paid(family, family.invoice.totalCents - 30)
    const answer = await checkout(family.cookie, family.invoice.id)
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ message: billingMessages.onlinePaymentTooSmall })
  })

  it('Stripe refusing or away: 502 saying to try again or pay at the centre', async () => {
    const family = await invoicedFamily()
    standIn.failWith(400)
    try {
      const answer = await checkout(family.cookie, family.invoice.id)
      expect(answer.status).toBe(502)
      expect(answer.body).toEqual({ message: billingMessages.onlinePaymentUnavailable })
    } finally {
      standIn.failWith(null)
    }
  })

  it('without the keys: 503 saying how to pay at the centre, and the account says online payment is off', async () => {
    const family = await invoicedFamily()
    await withoutKeys(async () => {
      const answer = await checkout(family.cookie, family.invoice.id)
      expect(answer.status).toBe(503)
      expect(answer.body).toEqual({ message: billingMessages.onlinePaymentsOff })
      // The portal in Spanish reads it in Spanish.
      const spanish = await api<{ message: string }>('POST', '/api/billing/checkout', { cookie: family.cookie, body: { invoiceId: family.invoice.id }, headers: { 'X-Centre-Language': 'es' } })
      expect(spanish.body.message).toMatch(/^El pago en línea no está disponible\. Pague en la recepción del centro/)
      expect((await accountOf(family.cookie)).onlinePayments).toBe(false)
    })
    expect((await accountOf(family.cookie)).onlinePayments).toBe(true)
  })

  it('anonymous → 401, teachers and editors → 403, before the body is read', async () => {
    const { POST } = await import('@/app/api/billing/checkout/route')
    for (const [cookie, status] of [[undefined, 401], [cookies.teacherX, 403], [cookies.editor, 403]] as const) {
      const { stream, state } = untouchableBody()
      const headers = new Headers({ Origin: serverURL, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) })
      const request = new Request(new URL('/api/billing/checkout', serverURL), { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit)
      const response = await POST(request, { params: Promise.resolve({}) })
      expect(response.status).toBe(status)
      expect(state.read, 'the body was read').toBe(false)
    }
  })
})
