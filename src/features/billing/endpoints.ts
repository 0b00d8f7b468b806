import { get, post } from '@/contract/endpoint'

import { billingActions } from './actions'
import type { AgencyPaymentRecord, AgingRecord, SubsidyAuthorizationsRecord, BillingAccountRecord, BillingRunRecord, CheckoutRecord, FamilyLedgerRecord, InvoiceRecord, LedgerEntryRecord, StripeWebhookRecord } from './record'

/** The bodies' schemas, in a chunk of their own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

/** A family's billing: spread into `api.billing` (src/registry/api.ts). Each path is written here only. */
export const billingEndpoints = {
  /** The parent's own family's balance, open invoices and recent payments (admins: `?familyId=`). */
  account: get('/api/billing/account', billingActions.readBooks).returns<BillingAccountRecord>(),
  /** One invoice of the caller's family (admins: any). */
  invoice: get((invoiceId: string) => `/api/billing/invoices/${encodeURIComponent(invoiceId)}`, billingActions.readBooks).returns<InvoiceRecord>(),
  /** The same invoice as a PDF, in the family's language. */
  invoicePdf: get((invoiceId: string) => `/api/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`, billingActions.readBooks).returns<Blob>(),
  /** The family's year-end statement for `?year=YYYY` (admins: `&familyId=`), a PDF: what it paid per child, with the centre's tax id. */
  statement: get('/api/billing/statement', billingActions.readBooks).returns<Blob>(),
  /** Stripe Checkout's page for what is still owed on one of the family's invoices (admins: any); 503 when online payment is off. */
  checkout: post('/api/billing/checkout', async () => (await schemas()).checkoutSchema, billingActions.payOnline).returns<CheckoutRecord>(),
  /** Stripe's events (no session: the Stripe-Signature header is verified against the raw body). */
  stripeWebhook: post('/api/billing/stripe-webhook', async () => (await schemas()).stripeEventSchema, billingActions.receivePaymentEvents).returns<StripeWebhookRecord>(),
} as const

/** The director's billing: spread into `api.admin` (src/registry/api.ts). */
export const billingAdminEndpoints = {
  /** A billing run for a month: one invoice per family with a plan then; idempotent. */
  billingRun: post('/api/admin/billing/runs', async () => (await schemas()).billingRunSchema, billingActions.keepBooks).returns<BillingRunRecord>(),
  /** Every family with a balance, what it owes by how late (current, 1–30, 31–60, 61–90, over 90 days), and the totals. */
  billingAging: get('/api/admin/billing/aging', billingActions.readCentreBooks).returns<AgingRecord>(),
  /** A family's whole ledger for `?familyId=`, oldest first, each entry with the running balance after it. */
  billingLedger: get('/api/admin/billing/ledger', billingActions.readCentreBooks).returns<FamilyLedgerRecord>(),
  /** The subsidy attendance report for `?month=YYYY-MM` (one agency's with `&agencyId=`): CSV, each authorized child's scheduled days present or absent. */
  subsidyReport: get('/api/admin/billing/subsidy-report', billingActions.readCentreBooks).returns<string>(),
  /** The subsidy agencies and every authorization with its child (what the agency payment and the report forms offer). */
  subsidyAuthorizations: get('/api/admin/billing/authorizations', billingActions.readCentreBooks).returns<SubsidyAuthorizationsRecord>(),
  /** What a subsidy agency paid for an authorization and month: its share charged, its payment, a shortfall billed or written off. */
  agencyPayment: post('/api/admin/billing/subsidy-payments', async () => (await schemas()).agencyPaymentSchema, billingActions.keepBooks).returns<AgencyPaymentRecord>(),
  /** A payment received at the desk. */
  recordPayment: post('/api/admin/billing/payments', async () => (await schemas()).deskPaymentSchema, billingActions.keepBooks).returns<LedgerEntryRecord>(),
} as const
