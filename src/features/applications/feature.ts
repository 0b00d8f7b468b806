import type { Feature, RoutesOf } from '../feature'
import { applicationsActions } from './actions'
import { ApplicationEvents } from './collections/applicationEvents'
import { Applications } from './collections/applications'
import { applicationAdminEndpoints, applyEndpoints } from './endpoints'

/** Its /api entries, as the contract has them (src/registry/api.ts spreads them into their groups). */
const endpoints = { ...applyEndpoints, ...applicationAdminEndpoints } as const

/** Applications and enrollment: a family applies from /apply, the admins move it along the board to enrolled (the family's account and child made then). */
export const applicationsFeature = {
  name: 'applications',
  collections: [Applications, ApplicationEvents],
  seed: [{ when: 'demo', run: async ({ payload, req }) => (await import('./seed')).seedApplications(payload, req) }],
  actions: applicationsActions,
  messages: ['mail.newApplication', 'mail.ageGroups', 'mail.applicationStatus', 'mail.statuses'],
  endpoints,
  routes: {
    apply: 'apply',
    applications: 'applications',
    enrollmentBoard: 'board',
    moveApplication: 'move',
  } satisfies RoutesOf<typeof endpoints>,
  pages: {},
} as const satisfies Feature
