import type { Feature, RoutesOf } from '../feature'
import { messagesActions } from './actions'
import { FamilyMessages } from './collection'
import { messageEndpoints } from './endpoints'

/** Messages between a family and the centre: one thread per family, images attached, read marks on each side. */
export const messagesFeature = {
  name: 'messages',
  collections: [FamilyMessages],
  seed: [{ when: 'demo', run: async ({ payload, req, upsert }) => (await import('./seed')).seedFamilyMessages(payload, req, upsert) }],
  actions: messagesActions,
  messages: ['portal.messages', 'mail.familyMessageToCentre', 'mail.familyMessageToParent'],
  endpoints: messageEndpoints,
  routes: {
    threads: 'messages',
    send: 'messages',
    markRead: 'read',
    unread: 'unread',
  } satisfies RoutesOf<typeof messageEndpoints>,
  pages: {},
} as const satisfies Feature
