import type { Aging } from './ledger'
import type { LedgerKind } from './schemas'
import type { InvoiceLine } from './tuition'

/** An invoice as the /api sends it: its lines carry their kind and what their sentence names (the screen words them). */
export type InvoiceRecord = {
  id: string
  number: number
  familyId: string
  period: string
  issuedOn: string
  dueOn: string
  language: 'en' | 'es'
  lines: (Omit<InvoiceLine, 'childName'> & { childName: string | null })[]
  totalCents: number
  /** What is still owed on it: the family's payments and credits pay its oldest charges first. */
  openCents: number
}

/** A ledger entry as the /api sends it. */
export type LedgerEntryRecord = {
  id: string
  kind: LedgerKind
  amountCents: number
  postedOn: string
  description: string
  childId: string | null
  method: string | null
  reference: string | null
  invoiceId: string | null
  correctsId: string | null
  createdAt: string
}

/** GET /api/billing/account: a family's balance (what it owes; negative: in credit), its open invoices and recent payments. */
export type BillingAccountRecord = {
  familyId: string
  balanceCents: number
  openInvoices: InvoiceRecord[]
  recentPayments: LedgerEntryRecord[]
  /** Whether the family may pay online (Stripe is set up); otherwise the portal says how to pay at the centre. */
  onlinePayments: boolean
}

/** POST /api/billing/checkout: Stripe's payment page for what is owed on the invoice. */
export type CheckoutRecord = { url: string }

/** POST /api/billing/stripe-webhook: the event was verified; `recorded` says whether it wrote a ledger entry. */
export type StripeWebhookRecord = { received: true; recorded: boolean }

/** POST /api/admin/billing/runs: what a run did for the period. */
export type BillingRunRecord = {
  period: string
  /** Invoices issued by this run. */
  issued: { id: string; number: number; familyId: string; totalCents: number }[]
  /** Families already invoiced for the period (by an earlier run, or one running at the same time). */
  alreadyInvoiced: number
}

/** POST /api/admin/billing/subsidy-payments: the agency's share for the month, what it paid, the shortfall and the entries written. */
export type AgencyPaymentRecord = {
  expectedCents: number
  paidCents: number
  /** Share less payment: billed to the family (it stays on the balance) or written off. */
  shortfallCents: number
  shortfall: 'bill' | 'write-off'
  entries: LedgerEntryRecord[]
}

/** GET /api/admin/billing/authorizations: the agencies, and every subsidy authorization with its child, newest first. */
export type SubsidyAuthorizationsRecord = {
  agencies: { id: string; name: string }[]
  authorizations: {
    id: string
    agencyId: string | null
    agencyName: string
    caseNumber: string
    childId: string | null
    childName: string
    familyId: string | null
    startDate: string
    endDate: string
    agencyRateCents: number
    parentFeeCents: number
  }[]
}

/** GET /api/admin/billing/aging: every family with a balance, what it owes by how late, and the centre's totals. */
export type AgingRecord = {
  asOf: string
  families: { familyId: string; familyName: string; balanceCents: number; aging: Aging }[]
  totals: { balanceCents: number; aging: Aging }
}

/** A ledger entry as the family's ledger lists it: with the family's balance once it is posted. */
export type LedgerLineRecord = LedgerEntryRecord & { balanceCents: number }

/**
 * GET /api/admin/billing/ledger: every entry of a family, oldest first (by the day it is for, then the
 * moment it was written), each with the running balance after it; the last one's is the balance.
 */
export type FamilyLedgerRecord = {
  familyId: string
  familyName: string
  balanceCents: number
  entries: LedgerLineRecord[]
}
