import type { StaffSections } from '@/components/staff/shared/sections'
import { ContactMessagesTab } from './ContactMessagesTab'

/** What Quick Contact adds to the staff screens (src/registry/screens lists it): /admin-dashboard's contact messages. */
export const contactStaffSections = {
  adminDashboard: { tabs: [{ value: 'messages', label: 'tabs.messages', Content: ContactMessagesTab }] },
} satisfies StaffSections
