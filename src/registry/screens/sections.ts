import type { PortalSection, PortalSections } from '@/components/portal/sections'
import type { AdminScreenSections, AdminTabSection, AdminText, DashboardText, StaffSections } from '@/components/staff/shared/sections'
import { accountsPortalSections } from '@/features/accounts/screens/portal/sections'
import { applicationsStaffSections } from '@/features/applications/screens/staff/sections'
import { attendancePortalSections } from '@/features/attendance/screens/portal/sections'
import { auditPortalSections } from '@/features/audit/screens/portal/sections'
import { auditStaffSections } from '@/features/audit/screens/staff/sections'
import { billingPortalSections } from '@/features/billing/screens/portal/sections'
import { billingStaffSections } from '@/features/billing/screens/staff/sections'
import { consentsPortalSections } from '@/features/consents/screens/portal/sections'
import { contactStaffSections } from '@/features/contact/screens/staff/sections'
import { drillsStaffSections } from '@/features/drills/screens/staff/sections'
import { familiesStaffSections } from '@/features/families/screens/staff/sections'
import { familyRecordsPortalSections } from '@/features/family-records/screens/portal/sections'
import { familyRecordsStaffSections } from '@/features/family-records/screens/staff/sections'
import { healthPortalSections } from '@/features/health/screens/portal/sections'
import { healthStaffSections } from '@/features/health/screens/staff/sections'
import { messagesPortalSections } from '@/features/messages/screens/portal/sections'
import { messagesStaffSections } from '@/features/messages/screens/staff/sections'
import { photosStaffSections } from '@/features/photos/screens/staff/sections'
import { ratiosStaffSections } from '@/features/ratios/screens/staff/sections'
import { staffCredentialsStaffSections } from '@/features/staff-credentials/screens/staff/sections'
import type { FEATURES } from '../features'

/** A feature's folder name, as src/registry/features.ts registers it. */
type FeatureName = keyof typeof FEATURES

/**
 * What the features add to the screens that host them, one line per feature and area (`screens/portal/sections.ts`,
 * `screens/staff/sections.ts` in its folder), in the order the screens show them. Client code: these lists hold
 * the features' screens, and the hosting screens below the features (src/components) get them from here as
 * props, through the registry's own screens (./ParentDashboard.tsx, ./AdminScreen.tsx, ./AdminDashboardScreen.tsx),
 * which the pages render. tests/unit/features.unit.spec.ts holds every feature's sections file to a line here.
 */
export const PORTAL_SECTIONS: readonly { readonly feature: FeatureName; readonly sections: PortalSections }[] = [
  { feature: 'family-records', sections: familyRecordsPortalSections },
  { feature: 'billing', sections: billingPortalSections },
  { feature: 'attendance', sections: attendancePortalSections },
  { feature: 'messages', sections: messagesPortalSections },
  { feature: 'consents', sections: consentsPortalSections },
  { feature: 'health', sections: healthPortalSections },
  { feature: 'audit', sections: auditPortalSections },
  { feature: 'accounts', sections: accountsPortalSections },
]

export const STAFF_SECTIONS: readonly { readonly feature: FeatureName; readonly sections: StaffSections }[] = [
  { feature: 'families', sections: familiesStaffSections },
  { feature: 'family-records', sections: familyRecordsStaffSections },
  { feature: 'photos', sections: photosStaffSections },
  { feature: 'messages', sections: messagesStaffSections },
  { feature: 'applications', sections: applicationsStaffSections },
  { feature: 'contact', sections: contactStaffSections },
  { feature: 'audit', sections: auditStaffSections },
  { feature: 'ratios', sections: ratiosStaffSections },
  { feature: 'billing', sections: billingStaffSections },
  { feature: 'health', sections: healthStaffSections },
  { feature: 'drills', sections: drillsStaffSections },
  { feature: 'staff-credentials', sections: staffCredentialsStaffSections },
]

/** The parent dashboard's sections, in order. */
export const PARENT_DASHBOARD_SECTIONS: readonly PortalSection[] = PORTAL_SECTIONS.flatMap(({ sections }) => sections.parentDashboard ?? [])

type ScreenText = { admin: AdminText; adminDashboard: DashboardText }

/** One admin screen's tabs, notices and staff areas, in order. */
function adminScreen<Screen extends 'admin' | 'adminDashboard'>(screen: Screen): AdminScreenSections<ScreenText[Screen]> {
  return {
    tabs: STAFF_SECTIONS.flatMap(({ sections }) => (sections[screen]?.tabs ?? []) as readonly AdminTabSection<ScreenText[Screen]>[]),
    notices: STAFF_SECTIONS.flatMap(({ sections }) => sections[screen]?.notices ?? []),
    staffAreas: STAFF_SECTIONS.flatMap(({ sections }) => sections.staffAreas ?? []),
  }
}

/** /admin's parts. */
export const ADMIN_SECTIONS = adminScreen('admin')
/** /admin-dashboard's parts. */
export const ADMIN_DASHBOARD_SECTIONS = adminScreen('adminDashboard')
