/**
 * What a Stripe event means for the ledger (src/features/billing/stripeEvents.ts): a paid Checkout session
 * is a payment (minus what was paid, card or online bank), a refund adds what was refunded since the last,
 * a dispute is a correction naming the payment (plus; minus when won); everything else is nothing. And the
 * Stripe client's settings: on only with both keys, and STRIPE_API_URL read as host, port and protocol.
 */
import { describe, expect, it } from 'vitest'

import { LEDGER_SIGN } from '@/features/billing/schemas'
import { stripeApiOf, stripeSettings } from '@/features/billing/stripeSettings'
import { type StripeEventEnvelope, disputeEntry, paymentEntry, refundDelta, refundEntry, stripeLedgerChange } from '@/features/billing/stripeEvents'

const INVOICE = '0b6a3f1e-8f7c-4b8e-9a51-2f3c4d5e6f70'
const FAMILY = '1c7b4a2f-9e8d-4c7b-8a62-3e4f5a6b7c81'

const event = (type: string, object: Record<string, unknown>): StripeEventEnvelope => ({ id: 'evt_1', type, data: { object } })
const session = (overrides: Record<string, unknown> = {}) => ({
  object: 'checkout.session',
  mode: 'payment',
  payment_status: 'paid',
  currency: 'usd',
  amount_total: 12_345,
  payment_intent: 'pi_1',
  payment_method_types: ['card', 'us_bank_account'],
  metadata: { invoiceId: INVOICE, familyId: FAMILY },
  ...overrides,
})

describe('a paid Checkout session is a payment', () => {
  it('completed and paid: a card payment of minus the amount, for the metadata’s invoice and family, found later by its payment intent', () => {
    const change = stripeLedgerChange(event('checkout.session.completed', session()))
    expect(change).toEqual({ action: 'payment', invoiceId: INVOICE, familyId: FAMILY, paidCents: 12_345, method: 'card', paymentIntent: 'pi_1' })
    const entry = paymentEntry(change as Extract<typeof change, { action: 'payment' }>)
    expect(entry).toMatchObject({ family: FAMILY, kind: 'payment', amountCents: -12_345, method: 'card', reference: 'pi_1', invoice: INVOICE, corrects: null })
    expect(Math.sign(entry.amountCents)).toBe(LEDGER_SIGN.payment)
  })

  it('a bank debit: nothing while unpaid, an online-bank payment when it clears; a bank-only session is online bank', () => {
    expect(stripeLedgerChange(event('checkout.session.completed', session({ payment_status: 'unpaid' })))).toMatchObject({ action: 'none' })
    expect(stripeLedgerChange(event('checkout.session.async_payment_succeeded', session()))).toMatchObject({ action: 'payment', method: 'online-bank' })
    expect(stripeLedgerChange(event('checkout.session.completed', session({ payment_method_types: ['us_bank_account'] })))).toMatchObject({ method: 'online-bank' })
    expect(stripeLedgerChange(event('checkout.session.completed', session({ payment_intent: { id: 'pi_expanded' } })))).toMatchObject({ paymentIntent: 'pi_expanded' })
  })

  it.each([
    ['no metadata', { metadata: {} }],
    ['no family in the metadata', { metadata: { invoiceId: INVOICE } }],
    ['another currency', { currency: 'eur' }],
    ['a subscription', { mode: 'subscription' }],
    ['no amount', { amount_total: 0 }],
    ['a fraction of a cent', { amount_total: 10.5 }],
    ['no payment intent', { payment_intent: null }],
  ])('%s: nothing', (_name, overrides) => {
    expect(stripeLedgerChange(event('checkout.session.completed', session(overrides)))).toMatchObject({ action: 'none' })
  })
})

describe('refunds and disputes', () => {
  const payment = { id: 'entry-1', family: FAMILY }

  it('a refund adds what was refunded since the refunds already booked, never less than nothing', () => {
    const change = stripeLedgerChange(event('charge.refunded', { object: 'charge', amount: 20_000, amount_refunded: 12_000, currency: 'usd', payment_intent: 'pi_1' }))
    expect(change).toEqual({ action: 'refund', paymentIntent: 'pi_1', refundedTotalCents: 12_000 })
    expect(refundDelta(12_000, [])).toBe(12_000)
    expect(refundDelta(12_000, [5_000])).toBe(7_000)
    expect(refundDelta(5_000, [5_000, 7_000])).toBe(0)
    const entry = refundEntry(change as Extract<typeof change, { action: 'refund' }>, payment, 7_000)
    expect(entry).toMatchObject({ family: FAMILY, kind: 'refund', amountCents: 7_000, reference: 'pi_1', method: null })
    expect(Math.sign(entry.amountCents)).toBe(LEDGER_SIGN.refund)
  })

  it('a dispute opened is a correction naming the payment, plus its amount; won, minus it; lost, nothing', () => {
    const dispute = (status: string) => ({ id: 'dp_1', object: 'dispute', amount: 9_000, currency: 'usd', payment_intent: 'pi_1', status })
    const opened = stripeLedgerChange(event('charge.dispute.created', dispute('needs_response')))
    expect(opened).toEqual({ action: 'dispute', paymentIntent: 'pi_1', disputeId: 'dp_1', amountCents: 9_000 })
    expect(disputeEntry(opened as Extract<typeof opened, { action: 'dispute' }>, payment)).toMatchObject({ family: FAMILY, kind: 'correction', amountCents: 9_000, corrects: 'entry-1', reference: 'dp_1' })
    const won = stripeLedgerChange(event('charge.dispute.closed', dispute('won')))
    expect(disputeEntry(won as Extract<typeof won, { action: 'dispute-won' }>, payment)).toMatchObject({ kind: 'correction', amountCents: -9_000, corrects: 'entry-1' })
    expect(stripeLedgerChange(event('charge.dispute.closed', dispute('lost')))).toMatchObject({ action: 'none' })
    expect(stripeLedgerChange(event('charge.dispute.created', { ...dispute('needs_response'), payment_intent: null }))).toMatchObject({ action: 'none' })
  })

  it('any other event is nothing', () => {
    for (const type of ['customer.created', 'payment_intent.succeeded', 'checkout.session.expired', 'checkout.session.async_payment_failed', 'charge.succeeded']) {
      expect(stripeLedgerChange(event(type, session()))).toMatchObject({ action: 'none' })
    }
  })
})

describe('the Stripe client’s settings', () => {
  it('online payment is on only with both keys', () => {
    expect(stripeSettings({})).toBeNull()
    expect(stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBeNull()
    expect(stripeSettings({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBeNull()
    expect(stripeSettings({ STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBeNull()
    expect(stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', api: null })
  })

  it('STRIPE_API_URL is the stripe package’s protocol, host and port', () => {
    expect(stripeApiOf(undefined)).toBeNull()
    expect(stripeApiOf('http://127.0.0.1:12111')).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 })
    expect(stripeApiOf('https://stripe-mock.internal')).toEqual({ protocol: 'https', host: 'stripe-mock.internal', port: 443 })
    expect(() => stripeApiOf('ftp://example.com')).toThrow(/STRIPE_API_URL/)
  })
})
