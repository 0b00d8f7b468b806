import type { StaffSections } from '@/components/staff/shared/sections'
import { familyRecordAdminEndpoints } from '../../endpoints'
import { CurriculumTab } from './CurriculumTab'
import { VideoLinksTab } from './VideoLinksTab'
import { VideoUploadTab } from './VideoUploadTab'

/** What the family records feature adds to the staff screens (src/registry/screens lists it): the curriculum and the development videos. */
export const familyRecordsStaffSections = {
  admin: {
    tabs: [
      { value: 'curriculum', label: 'tabs.curriculum', Content: CurriculumTab, count: { label: 'counts.activities', list: familyRecordAdminEndpoints.activities } },
      { value: 'videos', label: 'tabs.videos', Content: VideoLinksTab, count: { label: 'counts.videos', list: familyRecordAdminEndpoints.videos } },
    ],
  },
  adminDashboard: {
    tabs: [{ value: 'videos', label: 'tabs.videos', Content: VideoUploadTab, count: { label: 'counts.videos', list: familyRecordAdminEndpoints.videos } }],
  },
} satisfies StaffSections
