import type { PortalSections } from '@/components/portal/sections'
import { PortalMessages } from './PortalMessages'

/** What the messages feature adds to the portal (src/registry/screens lists it): the family's messages with the centre. */
export const messagesPortalSections = {
  parentDashboard: [{ id: 'messages', Section: PortalMessages }],
} satisfies PortalSections
