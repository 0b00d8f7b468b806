import type { Feature, RoutesOf } from '../feature'
import { consentsActions } from './actions'
import { Consents } from './collection'
import { consentEndpoints } from './endpoints'

/** A family's consents per child and kind (portal photos, website photos, videos), kept as history; the child's flags follow the newest row. */
export const consentsFeature = {
  name: 'consents',
  collections: [Consents],
  seed: [{ when: 'demo', run: async ({ payload, req, upsert }) => (await import('./seed')).seedConsents(payload, req, upsert) }],
  actions: consentsActions,
  messages: ['portal.consents'],
  endpoints: consentEndpoints,
  routes: {
    history: 'consents',
    record: 'consents',
  } satisfies RoutesOf<typeof consentEndpoints>,
  pages: {},
} as const satisfies Feature
