/**
 * What a verified Stripe event means for a family's ledger (pure: no database, no network). The webhook's
 * service looks up what the answer names (the invoice, the original payment, what was already recorded)
 * and writes the entry built here. docs/spec.md §14, "Online payments".
 *
 * - A Checkout session paid (`checkout.session.completed` with payment_status `paid`, or
 *   `checkout.session.async_payment_succeeded` once a bank debit clears) → a payment: minus the amount
 *   paid, by card or online bank, for the invoice and family its metadata names.
 * - `charge.refunded` → a refund (plus): what was refunded since the refunds already recorded.
 * - `charge.dispute.created` → a correction naming the payment, plus the disputed amount: the bank took it
 *   back, so the family owes it again; `charge.dispute.closed` won → a correction minus that amount.
 * - Anything else → nothing.
 */
import type { PAYMENT_METHODS } from './schemas'

export type StripeEventEnvelope = { id: string; type: string; data: { object: Record<string, unknown> } }

export type StripeLedgerChange =
  | { action: 'payment'; invoiceId: string; familyId: string; paidCents: number; method: Extract<(typeof PAYMENT_METHODS)[number], 'card' | 'online-bank'>; paymentIntent: string }
  | { action: 'refund'; paymentIntent: string; refundedTotalCents: number }
  | { action: 'dispute'; paymentIntent: string; disputeId: string; amountCents: number }
  | { action: 'dispute-won'; paymentIntent: string; disputeId: string; amountCents: number }
  | { action: 'none'; reason: string }

const none = (reason: string): StripeLedgerChange => ({ action: 'none', reason })

/** An id Stripe sends as a string, or inside the object when it was expanded. */
const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value) return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id
  return null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)
const positiveCents = (value: unknown): number | null => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null)

/** The centre bills in US dollars; an event in another currency is not the centre's to book. */
const isUsd = (object: Record<string, unknown>) => object.currency === 'usd'

function checkoutPayment(type: string, session: Record<string, unknown>): StripeLedgerChange {
  if (session.mode !== 'payment') return none('not a payment session')
  // A bank debit's session completes unpaid; its payment is booked when it clears (async_payment_succeeded).
  if (session.payment_status !== 'paid') return none('not paid yet')
  if (!isUsd(session)) return none('not in US dollars')
  const metadata = (session.metadata ?? {}) as Record<string, unknown>
  const invoiceId = text(metadata.invoiceId)
  const familyId = text(metadata.familyId)
  const paidCents = positiveCents(session.amount_total)
  const paymentIntent = idOf(session.payment_intent)
  if (!invoiceId || !familyId) return none('no invoice or family in the metadata')
  if (!paidCents || !paymentIntent) return none('no amount or payment intent')
  const types = Array.isArray(session.payment_method_types) ? session.payment_method_types : []
  const method = type === 'checkout.session.async_payment_succeeded' || !types.includes('card') ? 'online-bank' : 'card'
  return { action: 'payment', invoiceId, familyId, paidCents, method, paymentIntent }
}

/** The ledger change an event asks for; `none` with why for every event that changes nothing. */
export function stripeLedgerChange(event: StripeEventEnvelope): StripeLedgerChange {
  const object = event.data.object
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutPayment(event.type, object)
    case 'charge.refunded': {
      const paymentIntent = idOf(object.payment_intent)
      const refundedTotalCents = positiveCents(object.amount_refunded)
      if (!paymentIntent || !refundedTotalCents || !isUsd(object)) return none('no payment intent or refunded amount')
      return { action: 'refund', paymentIntent, refundedTotalCents }
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const paymentIntent = idOf(object.payment_intent)
      const disputeId = idOf(object.id)
      const amountCents = positiveCents(object.amount)
      if (!paymentIntent || !disputeId || !amountCents || !isUsd(object)) return none('no payment intent, dispute or amount')
      if (event.type === 'charge.dispute.created') return { action: 'dispute', paymentIntent, disputeId, amountCents }
      // Lost (or closed as a warning): the money stays with the bank, as booked when the dispute opened.
      return object.status === 'won' ? { action: 'dispute-won', paymentIntent, disputeId, amountCents } : none(`dispute closed ${String(object.status)}`)
    }
    default:
      return none(`${event.type} is not booked`)
  }
}

/** What a refund event adds: the refunded total less the refunds already recorded for the payment (never below nothing). */
export const refundDelta = (refundedTotalCents: number, recordedRefundCents: readonly number[]) =>
  Math.max(0, refundedTotalCents - recordedRefundCents.reduce((sum, cents) => sum + cents, 0))

/** The ledger entry a change writes, given the payment it is about (the refunds and disputes of a payment go to its family). */
export type StripeLedgerEntry = {
  family: string
  kind: 'payment' | 'refund' | 'correction'
  amountCents: number
  method: 'card' | 'online-bank' | null
  /** The payment intent (a payment, a refund) or the dispute (a dispute's corrections): how later events find it. */
  reference: string
  invoice: string | null
  corrects: string | null
  description: string
}

export const PAYMENT_DESCRIPTION = { card: 'Paid online by card (Stripe)', 'online-bank': 'Paid online by bank debit (Stripe)' } as const

export function paymentEntry(change: Extract<StripeLedgerChange, { action: 'payment' }>): StripeLedgerEntry {
  return {
    family: change.familyId,
    kind: 'payment',
    amountCents: -change.paidCents,
    method: change.method,
    reference: change.paymentIntent,
    invoice: change.invoiceId,
    corrects: null,
    description: PAYMENT_DESCRIPTION[change.method],
  }
}

export function refundEntry(change: Extract<StripeLedgerChange, { action: 'refund' }>, payment: { id: string; family: string }, cents: number): StripeLedgerEntry {
  return { family: payment.family, kind: 'refund', amountCents: cents, method: null, reference: change.paymentIntent, invoice: null, corrects: null, description: 'Refund of an online payment (Stripe)' }
}

export function disputeEntry(change: Extract<StripeLedgerChange, { action: 'dispute' | 'dispute-won' }>, payment: { id: string; family: string }): StripeLedgerEntry {
  const won = change.action === 'dispute-won'
  return {
    family: payment.family,
    kind: 'correction',
    amountCents: won ? -change.amountCents : change.amountCents,
    method: null,
    reference: change.disputeId,
    invoice: null,
    corrects: payment.id,
    description: won ? `Dispute ${change.disputeId} won: the payment is back (Stripe)` : `Payment disputed with the bank (${change.disputeId}): taken back, owed again (Stripe)`,
  }
}
