import type { Feature, RoutesOf } from '../feature'
import { ratiosActions } from './actions'
import { NC_RATIO_BANDS } from './ratioTable'
import { RatioAlerts } from './collection'
import { ratioEndpoints } from './endpoints'

/**
 * Staff:child ratios: the NC table and its arithmetic, the live ratio board of the floor staff, and the
 * over-ratio alerts (an episode recorded, the admins mailed) whenever a classroom's floor changes.
 */
export const ratiosFeature = {
  name: 'ratios',
  collections: [RatioAlerts],
  // Its alerts' follower hears the floor listener's first announcement (every classroom checked): it starts before it.
  startUps: [{ name: 'over-ratio alerts', load: async () => (await import('./boot')).followRatioAlerts, before: ['attendance'] }],
  largeCentre: { ageBands: NC_RATIO_BANDS },
  actions: ratiosActions,
  messages: ['mail.overRatio'],
  endpoints: ratioEndpoints,
  routes: {
    ratios: 'ratios',
    ratiosStream: { module: 'stream', segment: { dynamic: 'force-dynamic' } },
    ratioAlerts: 'ratioAlerts',
  } satisfies RoutesOf<typeof ratioEndpoints>,
  pages: { '/staff/ratios': 'screens/staff/RatiosPage' },
} as const satisfies Feature
