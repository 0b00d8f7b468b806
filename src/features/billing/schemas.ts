/**
 * The billing records' rules and the server's words when it refuses one (docs/spec.md, "Billing"): the
 * collections validate with them, and the endpoints that write them will parse with the same.
 */
import { dayField, monthField } from '@/contract/schemas/fields'
import { z } from '@/contract/schemas/z'

import { MAX_CENTS, isCents } from './money'

export const LEDGER_KINDS = ['charge', 'payment', 'credit', 'refund', 'write-off', 'subsidy-payment', 'correction'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * Which way each kind moves the family's balance (what the family owes): a charge or a refund paid out
 * raises it; a payment, credit, write-off or agency payment lowers it; a correction goes either way.
 */
export const LEDGER_SIGN: Record<LedgerKind, 1 | -1 | 0> = {
  charge: 1,
  refund: 1,
  payment: -1,
  credit: -1,
  'write-off': -1,
  'subsidy-payment': -1,
  correction: 0,
}

export const PAYMENT_METHODS = ['cash', 'check', 'money-order', 'bank-transfer', 'card', 'online-bank'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** The methods an admin records at the desk; `card` and `online-bank` come only from Stripe's webhook. */
export const DESK_PAYMENT_METHODS = ['cash', 'check', 'money-order', 'bank-transfer'] as const

export const billingMessages = {
  amountCents: `An amount is a whole number of cents, at most ${MAX_CENTS}`,
  amountSign: 'This kind of entry has the other sign: charges and refunds add to the balance; payments, credits, write-offs and subsidy payments take from it',
  amountZero: 'An entry of nothing changes nothing: give an amount',
  family: 'Choose the family',
  familyNotParent: 'The family is a parent’s account',
  childOfFamily: 'The child is not one of this family’s children',
  kind: 'Choose what the entry is: a charge, payment, credit, refund, write-off, subsidy payment or correction',
  method: 'Choose how it was paid: cash, check, money order or bank transfer',
  checkNumber: 'A check payment needs the check’s number',
  corrects: 'A correction names the entry it corrects, of the same family',
  notACorrection: 'Only a correction names an entry it corrects',
  authorization: 'A subsidy payment names the authorization it pays, for a child of this family',
  writeOffReason: 'A write-off needs its reason',
  description: 'Describe the entry',
  postedOn: 'Give the day the entry is for (YYYY-MM-DD)',
  immutable: 'Ledger entries are never changed or deleted: record a correction instead',
  invoiceOfFamily: 'The invoice is not one of this family’s',
  invoiceIssued: 'An invoice is issued once and never changed: correct it in the ledger',
  period: 'Give the billing period as YYYY-MM',
  month: 'Give the month as YYYY-MM',
  year: 'Give the year as YYYY, this year or an earlier one',
  agencyId: 'agencyId must be the id of a subsidy agency',
  familyId: 'familyId must be the id of a family (a parent’s account)',
  receivedAt: 'Give the day the payment was received (YYYY-MM-DD), not in the future',
  reference: 'Must be at most 100 characters',
  rateCode: 'Choose a rate of the fee schedule',
  rateCodeFormat: 'A rate’s code is lower-case letters, digits and dashes ("toddler-full-time")',
  rateCodesUnique: 'Each rate of a schedule has its own code',
  effectiveFrom: 'Give the day the schedule starts (YYYY-MM-DD)',
  scheduleStarted: 'A schedule that has started is history: add a new schedule with a later start instead',
  basisPoints: 'A percentage is between 0 and 100, in hundredths (basis points: 10 % is 1000)',
  activityFeeMonth: 'The activity fee’s month is 1 to 12',
  days: 'A number of days is a whole number from 0 to 365',
  planFrom: 'Give the day the plan starts (YYYY-MM-DD)',
  planTo: 'The plan ends on or after the day it starts',
  planOverlap: 'This child already has a billing plan for some of those days',
  discountReason: 'A discount needs its reason',
  agency: 'Choose the agency',
  agencyName: 'Give the agency’s name',
  caseNumber: 'Give the case number',
  authorizationDates: 'The authorization ends on or after the day it starts',
  authorizationId: 'authorizationId must be the id of a subsidy authorization',
  shortfall: 'Choose what to do with a shortfall: bill it to the family or write it off',
  notCovered: 'The authorization covers no scheduled day of this month: nothing is owed by the agency',
  agencyOverpaid: 'The agency paid more than its share for the month: record the difference as a correction',
  agencyPaymentRecorded: 'This authorization’s payment for the month is already recorded: correct it in the ledger',
  invoiceId: 'invoiceId must be the id of an invoice',
  invoicePaid: 'Nothing is owed on this invoice: it is paid.',
  onlinePaymentsOff: 'Online payment is not available. Please pay at the centre’s front desk: cash, check, money order or bank transfer.',
  onlinePaymentTooSmall: 'Less than $0.50 is owed on this invoice, too little to pay online. Please pay it at the centre’s front desk.',
  onlinePaymentUnavailable: 'Online payment is not answering right now. Please try again in a few minutes, or pay at the centre’s front desk.',
  stripeSignature: 'The Stripe-Signature header is missing or does not match this body.',
} as const

/** Whole cents within the books' range. */
export const centsField = (message: string = billingMessages.amountCents) => z.number({ error: message }).refine(isCents, message)
/** Whole cents, not negative (a rate, a fee). */
export const nonNegativeCents = (message: string = billingMessages.amountCents) => centsField(message).refine((value) => value >= 0, message)
export const basisPoints = z.number({ error: billingMessages.basisPoints }).int(billingMessages.basisPoints).min(0, billingMessages.basisPoints).max(10_000, billingMessages.basisPoints)
export const RATE_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The day money came in: a calendar day (the services refuse one in the future). */
const receivedDay = dayField(billingMessages.receivedAt)

/** POST /api/admin/billing/runs: the month to bill. */
export const billingRunSchema = z.object({ period: monthField(billingMessages.period) })

export const SHORTFALL_CHOICES = ['bill', 'write-off'] as const

/**
 * POST /api/admin/billing/subsidy-payments: what an agency paid for one authorization and month, and what
 * becomes of a shortfall (billed to the family, or written off with its reason).
 */
export const agencyPaymentSchema = z
  .object({
    authorizationId: z.string({ error: billingMessages.authorizationId }).min(1, billingMessages.authorizationId).max(64, billingMessages.authorizationId),
    month: monthField(billingMessages.month),
    amountCents: centsField().refine((value) => value > 0, billingMessages.amountCents),
    receivedAt: receivedDay,
    reference: z.string({ error: billingMessages.reference }).max(100, billingMessages.reference).optional(),
    shortfall: z.enum(SHORTFALL_CHOICES, { error: billingMessages.shortfall }).default('bill'),
    reason: z.string({ error: billingMessages.writeOffReason }).max(500, billingMessages.writeOffReason).optional(),
  })
  .refine((body) => body.shortfall !== 'write-off' || Boolean(body.reason?.trim()), { path: ['reason'], message: billingMessages.writeOffReason })

/** POST /api/admin/billing/payments: a payment received at the desk (the amount as paid, in cents). */
export const deskPaymentSchema = z.object({
  familyId: z.string({ error: billingMessages.familyId }).min(1, billingMessages.familyId).max(64, billingMessages.familyId),
  amountCents: centsField().refine((value) => value > 0, billingMessages.amountCents),
  method: z.enum(DESK_PAYMENT_METHODS, { error: billingMessages.method }),
  reference: z.string({ error: billingMessages.reference }).max(100, billingMessages.reference).optional(),
  receivedAt: receivedDay,
})

/** POST /api/billing/checkout: the invoice to pay online (what is still owed on it). */
export const checkoutSchema = z.object({
  invoiceId: z.string({ error: billingMessages.invoiceId }).min(1, billingMessages.invoiceId).max(64, billingMessages.invoiceId),
})

/**
 * POST /api/billing/stripe-webhook: the envelope of a Stripe event, read once its signature is verified
 * (the signature covers the raw bytes; this says only which fields the server goes on to read).
 */
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})
