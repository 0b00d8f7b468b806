import type { PortalSections } from '@/components/portal/sections'
import { ChildrenList } from './ChildrenList'

/** What the family records feature adds to the portal (src/registry/screens lists it): the family's children, a card each: overview, activities, videos, photos. */
export const familyRecordsPortalSections = {
  parentDashboard: [{ id: 'children', Section: ChildrenList }],
} satisfies PortalSections
