import type { Feature } from '../feature'
import { siteContentActions } from './actions'
import { SiteSettings } from './globals/siteSettings'
import { Galleries } from './collections/galleries'
import { Newsletters } from './collections/newsletters'

/**
 * What editors publish and visitors read: the monthly newsletter (mailed to the parents on its first
 * publication), the galleries of the public pages and the site settings (a global,
 * globals/siteSettings.ts, which the registry gives payload.config.ts). The public pages (/, /services, /staff,
 * /apply, /contact) are its screens, rendered by the site's one catch-all page file, which also holds
 * the route's segment config (dynamicParams) and so stays a page of its own rather than a re-export:
 * they are PUBLIC_PAGE_PATHS (src/i18n/pageRoutes.ts), not APP_PAGE_ROUTES. It has no /api entries: the pages read
 * the CMS through the service, and editors write through Payload's own /api/cms.
 */
export const siteContentFeature = {
  name: 'site-content',
  collections: [Newsletters, Galleries],
  globals: [SiteSettings],
  seed: [{ when: 'content', run: async ({ payload, req, upsert }) => (await import('./seed')).seedSiteContent(payload, req, upsert) }],
  actions: siteContentActions,
  messages: ['mail.newsletter'],
  endpoints: {},
  routes: {},
  pages: {},
} as const satisfies Feature
