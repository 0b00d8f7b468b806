import type { Feature } from '../feature'
import { Drills } from './collection'
import { drillEndpoints } from './endpoints'

/** Emergency drills (docs/spec.md §15): the record of each drill, the year's board, the month-end reminder. */
export const drillsFeature = {
  name: 'drills',
  collections: [Drills],
  endpoints: drillEndpoints,
  pages: ['/staff/drills'],
} as const satisfies Feature
