import type { PortalSections } from '@/components/portal/sections'
import { BillingSummary } from './BillingSummary'

/** What the billing feature adds to the portal (src/registry/screens lists it): the family's account: balance, invoices, paying online. */
export const billingPortalSections = {
  parentDashboard: [{ id: 'billing', Section: BillingSummary }],
} satisfies PortalSections
