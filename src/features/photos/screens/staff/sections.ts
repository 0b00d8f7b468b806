import type { StaffSections } from '@/components/staff/shared/sections'
import { PhotosTab } from './PhotosTab'

/** What the photos feature adds to the staff screens (src/registry/screens lists it): /admin's photos tab. */
export const photosStaffSections = {
  admin: { tabs: [{ value: 'photos', label: 'tabs.photos', Content: PhotosTab }] },
} satisfies StaffSections
