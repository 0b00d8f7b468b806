import type { PortalSections } from '@/components/portal/sections'
import { Consents } from './ChildConsents'

/** What the consents feature adds to the portal (src/registry/screens lists it): each child's consents, given or withdrawn. */
export const consentsPortalSections = {
  parentDashboard: [{ id: 'consents', Section: Consents }],
} satisfies PortalSections
