import type { Feature, RoutesOf } from '../feature'
import { contactActions } from './actions'
import { ContactMessages } from './collection'
import { contactAdminEndpoints, contactEndpoints } from './endpoints'

/** Its /api entries, as the contract has them (src/registry/api.ts spreads them into their groups). */
const endpoints = { ...contactEndpoints, ...contactAdminEndpoints } as const

/** Quick Contact: anyone writes to the centre from /contact, the centre hears of it by mail, admins read the messages. */
export const contactFeature = {
  name: 'contact',
  collections: [ContactMessages],
  actions: contactActions,
  messages: ['mail.newContactMessage'],
  endpoints,
  routes: {
    contact: 'contact',
    messages: 'messages',
  } satisfies RoutesOf<typeof endpoints>,
  pages: {},
} as const satisfies Feature
