import type { Feature, RoutesOf } from '../feature'
import { drillsActions } from './actions'
import { fireDrillReminderTask } from './jobs/fireDrillReminder'
import { Drills } from './collection'
import { drillEndpoints } from './endpoints'

/** Emergency drills (docs/spec.md §15): the record of each drill, the year's board, the month-end reminder. */
export const drillsFeature = {
  name: 'drills',
  collections: [Drills],
  jobs: [fireDrillReminderTask],
  seed: [{ when: 'demo', run: async ({ payload, req }) => (await import('./seed')).seedDrills(payload, req) }],
  actions: drillsActions,
  messages: ['staff.drills', 'mail.fireDrillMissing'],
  endpoints: drillEndpoints,
  routes: {
    drills: 'drills',
    recordDrill: 'drills',
  } satisfies RoutesOf<typeof drillEndpoints>,
  pages: { '/staff/drills': 'screens/staff/DrillsPage' },
} as const satisfies Feature
