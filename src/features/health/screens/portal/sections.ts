import type { PortalSections } from '@/components/portal/sections'
import { HealthRecords } from './HealthRecords'

/** What the health feature adds to the portal (src/registry/screens lists it): each child's health records: immunizations, medications, documents. */
export const healthPortalSections = {
  parentDashboard: [{ id: 'health', Section: HealthRecords }],
} satisfies PortalSections
