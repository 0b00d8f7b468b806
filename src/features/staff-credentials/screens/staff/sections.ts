import type { StaffSections } from '@/components/staff/shared/sections'

/** What the staff credentials feature adds to the staff screens (src/registry/screens lists it): the admin screens' link to the staff's credentials. */
export const staffCredentialsStaffSections = {
  staffAreas: [{ area: 'credentials', href: '/staff/credentials' }],
} satisfies StaffSections
