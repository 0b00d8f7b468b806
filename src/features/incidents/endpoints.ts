import { get, post } from '@/contract/endpoint'

import { incidentsActions } from './actions'
import type { IncidentRecord } from './record'

/** The bodies' schemas, in a chunk of their own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

const reportPath = (incidentId: string) => `/api/incidents/${encodeURIComponent(incidentId)}`

/**
 * Incident reports' /api entries, composed into `api.operations` by src/registry/api.ts (screens and
 * handlers call them as `incidentEndpoints.fileIncident`, …; the tests read `api.operations.fileIncident`). Each path is written here only.
 */
export const incidentEndpoints = {
  /** Incident reports, newest first: a parent's own children's, a teacher's classrooms', all for admins; `?childId=` narrows. */
  incidents: get('/api/incidents', incidentsActions.readReports).returns<IncidentRecord[]>(),
  fileIncident: post('/api/incidents', async () => (await schemas()).incidentSchema, incidentsActions.fileReport).returns<IncidentRecord>(),
  incident: get(reportPath, incidentsActions.readReports).returns<IncidentRecord>(),
  /** The child's parent, once, with a typed signature: the report is then locked. */
  acknowledgeIncident: post((incidentId: string) => `${reportPath(incidentId)}/acknowledge`, async () => (await schemas()).acknowledgeSchema, incidentsActions.acknowledgeReport).returns<IncidentRecord>(),
  addAddendum: post((incidentId: string) => `${reportPath(incidentId)}/addenda`, async () => (await schemas()).addendumSchema, incidentsActions.fileReport).returns<IncidentRecord>(),
} as const
