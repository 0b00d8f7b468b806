import { defineActions } from '@/access/actions'
import { familyMessageMessages } from '@/contract/schemas/familyMessageMessages'

/**
 * Who may do what with the messages between a family and the centre (src/access/actions.ts): one thread
 * per family, the centre's side a shared staff inbox. A parent reads and writes their own family's thread,
 * a teacher the threads of their classrooms' families, admins every one; the programs (integrations) read
 * for the centre but never write or open a thread. Editors and visitors take none of these. A message is
 * never changed or deleted: only the read marks move, each side setting its own.
 */
export const messagesActions = defineActions('messages', {
  readThreads: { what: 'read a family’s message thread and count its unread messages', callers: { admin: 'all', integration: 'all', parent: 'family', teacher: 'rooms' }, signedOutMessage: familyMessageMessages.signIn },
  // The rules (hooks/messageRules.ts) check the family of each message: a parent's own, a family of the teacher's rooms.
  sendMessage: { what: 'write in a family’s thread, with up to four images (a parent in their own, a teacher in a family’s of their rooms)', callers: { admin: 'all', parent: 'checked', teacher: 'checked' } },
  markRead: { what: 'mark the other side’s messages of a thread read, for one’s own side', callers: { admin: 'all', parent: 'family', teacher: 'rooms' }, signedOutMessage: familyMessageMessages.signIn },
  markReadForFamily: { what: 'set the family’s read mark on the centre’s messages (the family’s side alone)', callers: { parent: 'family' } },
  // The inbox is shared: one mark for the whole centre.
  markReadForCentre: { what: 'set the centre’s read mark on a family’s messages (the shared inbox: one mark for the whole centre)', callers: { admin: 'all', teacher: 'rooms' } },
  unlockMessages: { what: 'unlock a family message in the CMS (Payload’s unlock operation)', callers: { admin: 'all' } },
})
