import type { StaffSections } from '@/components/staff/shared/sections'

/** What the billing feature adds to the staff screens (src/registry/screens lists it): the admin screens' link to the staff billing screen. */
export const billingStaffSections = {
  staffAreas: [{ area: 'billing', href: '/staff/billing' }],
} satisfies StaffSections
