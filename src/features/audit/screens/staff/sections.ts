import type { StaffSections } from '@/components/staff/shared/sections'
import { AuditTab } from './AuditTab'

/** What the audit log adds to the staff screens (src/registry/screens lists it): who opened or changed which child's records, filtered by child, account and dates. */
export const auditStaffSections = {
  adminDashboard: { tabs: [{ value: 'audit', label: 'tabs.audit', Content: AuditTab }] },
} satisfies StaffSections
