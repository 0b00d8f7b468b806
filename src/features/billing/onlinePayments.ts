import 'server-only'

import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type { z } from 'zod'

import { isAdminUser, isParentUser } from '@/access/roles'
import { type AuditRow, currentRequestOrigin, writeAuditRows } from '@/collections/shared/audit/auditOrigin'
import { localizedPath } from '@/i18n/paths'
import { isUniqueViolation } from '@/lib/databaseErrors'
import { relationId } from '@/lib/relationId'
import { serverURL } from '@/lib/runtimeConfig'
import { transactionConnection } from '@/lib/transactionConnection'
import { type Actor, asUser, inTransaction, requireUser } from '@/server/actor'
import { HttpError, forbidden, notFound, notFoundUnlessDown } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import { validate } from '@/server/http/request'
import { keptAccountOf } from './service'
import type { CheckoutRecord, StripeWebhookRecord } from './record'
import { type checkoutSchema, billingMessages, stripeEventSchema } from './schemas'
import { requireStripe, stripeClient, verifiedStripeEvent } from './stripe'
import type { StripeSettings } from './stripeSettings'
import { type StripeEventEnvelope, type StripeLedgerChange, type StripeLedgerEntry, disputeEntry, paymentEntry, refundDelta, refundEntry, stripeLedgerChange } from './stripeEvents'

/** Stripe takes no card payment under 50 cents (its minimum charge in US dollars). */
const STRIPE_MINIMUM_CENTS = 50

/**
 * Who may pay online: a parent (their family's invoices) or an admin (any family's); 401 without a session,
 * 403 for other roles, then 503 when online payment is off. Asked before the body is read.
 */
export function requireOnlinePayer(actor: Actor): StripeSettings {
  const user = requireUser(actor)
  if (!isParentUser(user) && !isAdminUser(user)) throw forbidden()
  return requireStripe()
}

/**
 * A Stripe Checkout page for what is still owed on an invoice the caller may read (another family's is
 * not found). Its amount is what the ledger says is open on the invoice (oldest charges paid first); the
 * session carries the invoice and family in its metadata, which the webhook books the payment by. One
 * session per invoice and amount however often it is asked (Stripe's idempotency key): a double click
 * pays once.
 */
export async function startCheckout(actor: Actor, { invoiceId }: z.output<typeof checkoutSchema>): Promise<CheckoutRecord> {
  const settings = requireOnlinePayer(actor)
  if (!isRecordId(invoiceId)) throw notFound()
  const invoice = await actor.payload.findByID({ collection: 'invoices', id: invoiceId, ...asUser(actor) }).catch(notFoundUnlessDown())
  const familyId = relationId(invoice.family)!
  // What is open on it: the family's account, read with the caller's rights (service.ts).
  const owed = (await keptAccountOf(actor, familyId)).openInvoices.find((open) => open.invoice.id === invoice.id)?.openCents ?? 0
  if (owed <= 0) throw new HttpError(409, billingMessages.invoicePaid)
  if (owed < STRIPE_MINIMUM_CENTS) throw new HttpError(409, billingMessages.onlinePaymentTooSmall)
  const family = await actor.payload.findByID({ collection: 'users', id: familyId, select: { email: true, language: true }, ...asUser(actor) }).catch(notFoundUnlessDown())
  const locale = family.language === 'es' ? 'es' : 'en'
  const billingPage = `${serverURL}${localizedPath(locale, '/billing')}`
  const metadata = { invoiceId: invoice.id, familyId }
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    // Card and US bank debit (ACH), each as far as the centre's Stripe account offers it.
    allowed_payment_method_types: ['card', 'us_bank_account'],
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: owed, product_data: { name: `Invoice ${invoice.number}` } } }],
    metadata,
    payment_intent_data: { metadata },
    success_url: `${billingPage}?payment=done`,
    cancel_url: `${billingPage}?payment=cancelled`,
    ...(family.email ? { customer_email: family.email } : {}),
    locale,
  }
  // The same invoice, amount and page asked again (a double click) is the same session; anything changed (the
  // parent's email, the language) is a new one, which Stripe would refuse under a key already used.
  const idempotencyKey = `checkout-${invoice.id}-${owed}-${createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16)}`
  try {
    const session = await stripeClient(settings).checkout.sessions.create(params, { idempotencyKey })
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`)
    return { url: session.url }
  } catch (error) {
    actor.payload.logger.error({ msg: `Stripe Checkout could not start for invoice ${invoice.id}: ${error instanceof Error ? error.message : String(error)}` })
    throw new HttpError(502, billingMessages.onlinePaymentUnavailable)
  }
}

/** The event Stripe sent (400 unless its signature is ours, over these bytes, and recent; 503 when online payment is off). */
export async function verifiedStripeEnvelope(rawBody: string, signature: string | null): Promise<StripeEventEnvelope> {
  const settings = requireStripe()
  return validate(stripeEventSchema, await verifiedStripeEvent(settings, rawBody, signature))
}

/** Who the audit log names for the entries the webhook writes (the server's own work, on Stripe's word). */
export const STRIPE_WEBHOOK = 'Stripe (payment webhook)'

const SERVER = { overrideAccess: true as const, depth: 0 }

/** The original payment of a payment intent, if it was booked. */
async function paymentOf(payload: Payload, req: PayloadRequest, paymentIntent: string) {
  const { docs } = await payload.find({ collection: 'ledger-entries', where: { and: [{ kind: { equals: 'payment' } }, { reference: { equals: paymentIntent } }] }, limit: 1, req, ...SERVER })
  const payment = docs[0]
  return payment ? { id: payment.id, family: relationId(payment.family)! } : null
}

/** The entries of a kind with this reference (a payment's refunds, a dispute's corrections). */
async function entriesOf(payload: Payload, req: PayloadRequest, kind: 'refund' | 'correction', reference: string) {
  const { docs } = await payload.find({ collection: 'ledger-entries', where: { and: [{ kind: { equals: kind } }, { reference: { equals: reference } }] }, pagination: false, req, ...SERVER })
  return docs
}

/** Why an event writes nothing; `check`: money Stripe moved that the books cannot place, for a person to look at. */
type Skipped = { skipped: string; check?: true }

/** What a change writes, decided inside its transaction (after the writes about the same payment before it). */
async function entryFor(payload: Payload, req: PayloadRequest, change: Exclude<StripeLedgerChange, { action: 'none' }>): Promise<StripeLedgerEntry | Skipped> {
  if (change.action === 'payment') {
    const invoice = isRecordId(change.invoiceId) && isRecordId(change.familyId)
      ? await payload.findByID({ collection: 'invoices', id: change.invoiceId, req, ...SERVER, select: { family: true } }).catch(() => null)
      : null
    // The metadata's family must be the invoice's: money is never booked to another family's account.
    if (!invoice || relationId(invoice.family) !== change.familyId) return { skipped: `invoice ${change.invoiceId} is not an invoice of family ${change.familyId}`, check: true }
    // One payment per payment intent, whichever event announces it.
    if (await paymentOf(payload, req, change.paymentIntent)) return { skipped: `payment intent ${change.paymentIntent} is already booked` }
    return paymentEntry(change)
  }
  const payment = await paymentOf(payload, req, change.paymentIntent)
  if (!payment) return { skipped: `no booked payment for payment intent ${change.paymentIntent}`, check: true }
  if (change.action === 'refund') {
    const recorded = await entriesOf(payload, req, 'refund', change.paymentIntent)
    const cents = refundDelta(change.refundedTotalCents, recorded.map((entry) => entry.amountCents))
    return cents > 0 ? refundEntry(change, payment, cents) : { skipped: 'the refund is already booked' }
  }
  const corrections = await entriesOf(payload, req, 'correction', change.disputeId)
  if (change.action === 'dispute') return corrections.some((entry) => entry.amountCents > 0) ? { skipped: 'the dispute is already booked' } : disputeEntry(change, payment)
  // Won: the money comes back only if its taking was booked, and once.
  if (!corrections.some((entry) => entry.amountCents > 0)) return { skipped: `dispute ${change.disputeId} was never booked as opened`, check: true }
  return corrections.some((entry) => entry.amountCents < 0) ? { skipped: 'the dispute’s end is already booked' } : disputeEntry(change, payment)
}

/**
 * Books a verified Stripe event in the family's ledger, with the server's rights (no session: the
 * ledger's rules let only this door write card and online-bank payments) and in the audit log, once per
 * event: the entry carries the event's id (`externalId`, unique), so a replay finds it and writes nothing,
 * and two deliveries at once wait for each other on the payment's lock (the database's unique rule stops
 * the second should they not). Every write about one payment is taken in turn, so refunds are never
 * counted twice.
 */
export async function recordStripeEvent(payload: Payload, event: StripeEventEnvelope): Promise<StripeWebhookRecord> {
  const change = stripeLedgerChange(event)
  if (change.action === 'none') {
    payload.logger.info({ msg: `Stripe event ${event.id} (${event.type}) writes nothing: ${change.reason}` })
    return { received: true, recorded: false }
  }
  try {
    const recorded = await inTransaction({ payload, user: null }, async (tx) => {
      const req = tx.req!
      const { db } = await transactionConnection(payload, req)
      // One payment's events are booked one at a time: a replay waits and finds the entry, two refunds never count each other's.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe:${change.paymentIntent}`}))`)
      const { totalDocs: seen } = await payload.count({ collection: 'ledger-entries', where: { externalId: { equals: event.id } }, req, overrideAccess: true })
      if (seen > 0) return false
      const entry = await entryFor(payload, req, change)
      if ('skipped' in entry) {
        const log = { msg: `Stripe event ${event.id} (${event.type}) writes nothing: ${entry.skipped}` }
        if (entry.check) payload.logger.warn(log)
        else payload.logger.info(log)
        return false
      }
      const doc = await payload.create({ collection: 'ledger-entries', data: { ...entry, externalId: event.id } as never, req, ...SERVER })
      const origin = currentRequestOrigin()
      const row: AuditRow = {
        action: 'create',
        record_collection: 'ledger-entries',
        record_id: doc.id,
        record_ids: [doc.id],
        child_id: null,
        child_name: null,
        user_id: null,
        user_name: STRIPE_WEBHOOK,
        user_role: null,
        via: origin?.via ?? 'api',
        address: origin?.address ?? null,
      }
      await writeAuditRows(db, [row], false)
      return true
    })
    return { received: true, recorded }
  } catch (error) {
    // The same event delivered twice at once: the other delivery booked it.
    if (isUniqueViolation(error)) return { received: true, recorded: false }
    throw error
  }
}
