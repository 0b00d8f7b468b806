import type { StaffSections } from '@/components/staff/shared/sections'
import { applicationAdminEndpoints } from '../../endpoints'
import { ApplicationsTab } from './ApplicationsTab'
import { EnrollmentTab } from './EnrollmentTab'

/** What the applications feature adds to the staff screens (src/registry/screens lists it): /admin-dashboard's applications and enrollment pipeline. */
export const applicationsStaffSections = {
  adminDashboard: {
    tabs: [
      { value: 'apps', label: 'tabs.apps', Content: ApplicationsTab, count: { label: 'counts.applications', list: applicationAdminEndpoints.applications } },
      // The enrollment pipeline: the applications by status, the waiting list, Enroll.
      { value: 'enrollment', label: 'tabs.enrollment', Content: EnrollmentTab },
    ],
  },
} satisfies StaffSections
