import type { Feature, RoutesOf } from '../feature'
import { billingActions } from './actions'
import { billingRunTask } from './jobs/billingRun'
import { billingAdminEndpoints, billingEndpoints } from './endpoints'
import { BillingPlans } from './collections/billingPlans'
import { FamilyAccounts } from './collections/familyAccounts'
import { FeeSchedules } from './collections/feeSchedules'
import { Invoices } from './collections/invoices'
import { LedgerEntries } from './collections/ledgerEntries'
import { SubsidyAgencies } from './collections/subsidyAgencies'
import { SubsidyAuthorizations } from './collections/subsidyAuthorizations'

/** Its /api entries, as the contract has them (src/registry/api.ts spreads them into their groups). */
const endpoints = { ...billingEndpoints, ...billingAdminEndpoints } as const

/**
 * Tuition billing: the dated fee schedules, each child's billing plan, subsidy agencies and their
 * authorizations, each family's append-only ledger and the account it adds up to (src/features/billing/tuition.ts computes what a
 * period's invoice holds).
 */
export const billingFeature = {
  name: 'billing',
  collections: [FeeSchedules, BillingPlans, SubsidyAgencies, SubsidyAuthorizations, Invoices, LedgerEntries, FamilyAccounts],
  jobs: [billingRunTask],
  seed: [{ when: 'demo', run: async ({ payload, req, upsert }) => (await import('./seed')).seedBilling(payload, req, upsert) }],
  actions: billingActions,
  messages: ['staff.billing', 'portal.billing', 'mail.invoice', 'billing'],
  endpoints,
  routes: {
    account: 'account',
    invoice: 'invoice',
    invoicePdf: 'invoicePdf',
    statement: 'statement',
    checkout: 'checkout',
    stripeWebhook: 'stripeWebhook',
    billingRun: 'runs',
    billingAging: 'aging',
    billingLedger: 'ledger',
    subsidyReport: 'subsidyReport',
    subsidyAuthorizations: 'authorizations',
    agencyPayment: 'subsidyPayments',
    recordPayment: 'payments',
  } satisfies RoutesOf<typeof endpoints>,
  pages: { '/billing': 'screens/portal/BillingPage', '/billing/invoices/[invoiceId]': 'screens/portal/InvoicePage', '/staff/billing': 'screens/staff/BillingPage' },
} as const satisfies Feature
