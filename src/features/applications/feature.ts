import type { Feature } from '../feature'
import { ApplicationEvents } from './collections/applicationEvents'
import { Applications } from './collections/applications'
import { applicationAdminEndpoints, applyEndpoints } from './endpoints'

/** Applications and enrollment: a family applies from /apply, the admins move it along the board to enrolled (the family's account and child made then). */
export const applicationsFeature = {
  name: 'applications',
  collections: [Applications, ApplicationEvents],
  seed: [{ when: 'demo', run: async ({ payload, req }) => (await import('./seed')).seedApplications(payload, req) }],
  endpoints: { ...applyEndpoints, ...applicationAdminEndpoints },
  pages: [],
} as const satisfies Feature
