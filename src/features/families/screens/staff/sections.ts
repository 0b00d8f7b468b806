import type { StaffSections } from '@/components/staff/shared/sections'
import { familyAdminEndpoints } from '../../endpoints'
import { ChildrenTab as DashboardChildrenTab } from './admin-dashboard/ChildrenTab'
import { ParentsTab as DashboardParentsTab } from './admin-dashboard/ParentsTab'
import { ChildrenTab } from './admin/ChildrenTab'
import { ParentsTab } from './admin/ParentsTab'

/** What the families feature adds to the staff screens (src/registry/screens lists it): the parents' and children's tabs of both admin screens. */
export const familiesStaffSections = {
  admin: {
    tabs: [
      { value: 'parents', label: 'tabs.parents', Content: ParentsTab, count: { label: 'counts.parents', list: familyAdminEndpoints.parents } },
      { value: 'children', label: 'tabs.children', Content: ChildrenTab, count: { label: 'counts.children', list: familyAdminEndpoints.children } },
    ],
  },
  adminDashboard: {
    tabs: [
      { value: 'children', label: 'tabs.children', Content: DashboardChildrenTab, count: { label: 'counts.children', list: familyAdminEndpoints.children } },
      { value: 'parents', label: 'tabs.parents', Content: DashboardParentsTab, count: { label: 'counts.parents', list: familyAdminEndpoints.parents } },
    ],
  },
} satisfies StaffSections
