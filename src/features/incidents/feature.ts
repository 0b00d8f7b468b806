import type { Feature } from '../feature'
import { Incidents } from './collection'
import { incidentEndpoints } from './endpoints'

/** Incident reports: staff file one about a child, the child's parent acknowledges it, staff add addenda. */
export const incidentsFeature = {
  name: 'incidents',
  collections: [Incidents],
  endpoints: incidentEndpoints,
  pages: ['/incidents/[incidentId]'],
} as const satisfies Feature
