import type { Feature } from '../feature'
import { ContactMessages } from './collection'
import { contactAdminEndpoints, contactEndpoints } from './endpoints'

/** Quick Contact: anyone writes to the centre from /contact, the centre hears of it by mail, admins read the messages. */
export const contactFeature = {
  name: 'contact',
  collections: [ContactMessages],
  endpoints: { ...contactEndpoints, ...contactAdminEndpoints },
  pages: [],
} as const satisfies Feature
