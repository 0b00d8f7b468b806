import type { StaffSections } from '@/components/staff/shared/sections'

/** What the drills feature adds to the staff screens (src/registry/screens lists it): the admin screens' link to the fire and emergency drills. */
export const drillsStaffSections = {
  staffAreas: [{ area: 'drills', href: '/staff/drills' }],
} satisfies StaffSections
