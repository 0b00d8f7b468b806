import { EVERYONE, defineActions } from '@/access/actions'

/**
 * Who may do what in billing (src/access/actions.ts): the director's and the family's. Teachers, editors,
 * integrations and visitors take none of these (Stripe's events excepted: their signature is the credential).
 */
export const billingActions = defineActions('billing', {
  readBooks: { what: 'read a family’s billing: its balance, invoices, payments, statements, plans and authorizations', callers: { admin: 'all', parent: 'family' } },
  payOnline: { what: 'pay what is owed on an invoice online (Stripe Checkout)', callers: { admin: 'all', parent: 'family' } },
  receivePaymentEvents: { what: 'send Stripe’s payment events (their Stripe-Signature is verified against the raw body)', callers: EVERYONE },
  keepTerms: { what: 'set the centre’s billing terms: fee schedules and subsidy agencies', callers: { admin: 'all' } },
  keepPlans: { what: 'set a child’s billing plan and subsidy authorizations', callers: { admin: 'all' } },
  keepBooks: { what: 'add to a family’s books: run a month’s billing, record a payment at the desk or an agency’s payment', callers: { admin: 'all' } },
  readCentreBooks: { what: 'read the centre’s receivables: the aging list, a family’s ledger, the subsidy attendance report and the authorizations', callers: { admin: 'all' } },
})
