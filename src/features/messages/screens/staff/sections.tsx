import type { StaffSections } from '@/components/staff/shared/sections'
import { MessageInbox, MessagesTabLabel } from './MessageInbox'

/** /admin's inbox tab: the shared inbox with its own description. */
function InboxTab() {
  return <MessageInbox />
}

/** What the family messages add to the staff screens (src/registry/screens lists it): /admin's inbox, its label with the unread count. */
export const messagesStaffSections = {
  admin: { tabs: [{ value: 'messages', Label: MessagesTabLabel, Content: InboxTab }] },
} satisfies StaffSections
