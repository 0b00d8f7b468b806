import type { StaffSections } from '@/components/staff/shared/sections'

/** What the health feature adds to the staff screens (src/registry/screens lists it): the admin screens' link to the children's health records. */
export const healthStaffSections = {
  staffAreas: [{ area: 'health', href: '/staff/health' }],
} satisfies StaffSections
