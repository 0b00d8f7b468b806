import type { Feature, RoutesOf } from '../feature'
import { incidentsActions } from './actions'
import { Incidents } from './collection'
import { incidentEndpoints } from './endpoints'

/** Incident reports: staff file one about a child, the child's parent acknowledges it, staff add addenda. */
export const incidentsFeature = {
  name: 'incidents',
  collections: [Incidents],
  seed: [
    {
      when: 'child-days',
      run: async ({ req, upsert }, child) =>
        (await import('./seed')).seedIncidentsOf(upsert, child.history, { childId: child.childId, firstName: child.firstName, classroom: child.classroom, familyId: child.parentId, reporterId: req.user?.id }),
    },
  ],
  actions: incidentsActions,
  messages: ['portal.incident', 'mail.incident'],
  endpoints: incidentEndpoints,
  routes: {
    incidents: 'incidents',
    fileIncident: 'incidents',
    incident: 'incident',
    acknowledgeIncident: 'acknowledge',
    addAddendum: 'addenda',
  } satisfies RoutesOf<typeof incidentEndpoints>,
  pages: { '/incidents/[incidentId]': 'screens/portal/IncidentPage' },
} as const satisfies Feature
