import type { Feature, RoutesOf } from '../feature'
import { staffCredentialsActions } from './actions'
import { StaffCredentials } from './collection'
import { credentialAdminEndpoints } from './endpoints'

/**
 * Staff certifications (docs/spec.md §15): CPR, first aid and other credentials, with their expiry; the
 * admins' list of those expiring or expired and /staff/credentials; the ratio board's flag for a room
 * whose staff present hold no current CPR and first aid (src/features/ratios/service.ts).
 */
export const staffCredentialsFeature = {
  name: 'staff-credentials',
  collections: [StaffCredentials],
  seed: [{ when: 'demo', run: async ({ payload, req }) => (await import('./seed')).seedStaffCredentials(payload, req) }],
  actions: staffCredentialsActions,
  messages: ['staff.credentials'],
  endpoints: credentialAdminEndpoints,
  routes: {
    credentials: 'credentials',
    addCredential: 'credentials',
    credentialsExpiring: 'expiringCredentials',
    addCredentialCard: 'credentialCard',
  } satisfies RoutesOf<typeof credentialAdminEndpoints>,
  pages: { '/staff/credentials': 'screens/staff/CredentialsPage' },
} as const satisfies Feature
