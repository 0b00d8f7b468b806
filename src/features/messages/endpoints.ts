import { get, post } from '@/contract/endpoint'
import { messagesActions } from './actions'
import type { MessageThreads } from './record'

/** The bodies' schemas, in a chunk of their own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

/**
 * Messages between a family and the centre: `api.messages` (src/registry/api.ts). One thread per family,
 * the centre's side a shared staff inbox. A parent reads and writes their own family's thread; a teacher
 * the families of their classrooms; admins all. `?familyId=` opens one thread (staff).
 */
export const messageEndpoints = {
  threads: get('/api/messages', messagesActions.readThreads).returns<MessageThreads>(),
  /** JSON `{ body, familyId? }`, or a multipart form with these fields and up to four images in `files`; answers the thread. */
  send: post('/api/messages', async () => (await schemas()).familyMessageSchema, messagesActions.sendMessage).returns<MessageThreads>(),
  /** Marks the other side's messages of the thread read for the caller's side; answers the caller's unread count. */
  markRead: post('/api/messages/read', async () => (await schemas()).markMessagesReadSchema, messagesActions.markRead).returns<{ unread: number }>(),
  /** The caller's side's unread messages, counted (the portal's and the inbox's badge). */
  unread: get('/api/messages/unread', messagesActions.readThreads).returns<{ unread: number }>(),
} as const
