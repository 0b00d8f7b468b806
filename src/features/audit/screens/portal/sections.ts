import type { PortalSections } from '@/components/portal/sections'
import { RecordViews } from './ChildRecordViews'

/** What the audit feature adds to the portal (src/registry/screens lists it): who opened the children's records. */
export const auditPortalSections = {
  parentDashboard: [{ id: 'record-views', Section: RecordViews }],
} satisfies PortalSections
