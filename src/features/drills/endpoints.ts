import { get, post } from '@/contract/endpoint'

import { drillsActions } from './actions'
import type { DrillRecord, DrillYearRecord } from './record'

/** The body's schema, in a chunk of its own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

/**
 * Emergency drills' /api entries (src/features/drills), composed into `api.admin` by src/registry/api.ts.
 * The path is written here only.
 */
export const drillEndpoints = {
  /** Admins: a year's board (`?year=YYYY`, this year without it) and its drills, newest first. */
  drills: get('/api/admin/drills', drillsActions.readDrills).returns<DrillYearRecord>(),
  /** Admins record a drill; answers it with the children and staff present, as the server counted them. */
  recordDrill: post('/api/admin/drills', async () => (await schemas()).drillSchema, drillsActions.recordDrill).returns<DrillRecord>(),
} as const
