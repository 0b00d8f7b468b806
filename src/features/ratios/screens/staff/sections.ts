import type { StaffSections } from '@/components/staff/shared/sections'
import { OverRatioAlert } from './OverRatioAlert'

/** What the ratios feature adds to the staff screens (src/registry/screens lists it): the over-ratio alert above /admin-dashboard's tabs. */
export const ratiosStaffSections = {
  adminDashboard: { notices: [{ id: 'over-ratio', Notice: OverRatioAlert }] },
} satisfies StaffSections
