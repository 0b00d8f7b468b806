import type { PortalSections } from '@/components/portal/sections'
import { TodayAtCentre } from './TodayAtCentre'

/** What the attendance feature adds to the portal (src/registry/screens lists it): today at the centre: each child's times and pickup people, with the incident reports. */
export const attendancePortalSections = {
  parentDashboard: [{ id: 'today', Section: TodayAtCentre }],
} satisfies PortalSections
