import type { Feature } from '../feature'
import { RatioAlerts } from './collection'
import { ratioEndpoints } from './endpoints'

/**
 * Staff:child ratios: the NC table and its arithmetic, the live ratio board of the floor staff, and the
 * over-ratio alerts (an episode recorded, the admins mailed) whenever a classroom's floor changes.
 */
export const ratiosFeature = {
  name: 'ratios',
  collections: [RatioAlerts],
  endpoints: ratioEndpoints,
  pages: ['/staff/ratios'],
} as const satisfies Feature
