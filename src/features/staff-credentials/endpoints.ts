import { get, post } from '@/contract/endpoint'

import { staffCredentialsActions } from './actions'
import type { HealthDocumentRecord } from '@/features/health/record'
import type { CredentialRecord, ExpiringCredentialRecord, StaffCredentialsRecord } from './record'

/** The body's schema, in a chunk of its own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

/**
 * Staff certifications' /api entries (src/features/staff-credentials), spread into `api.admin` by
 * src/registry/api.ts: admins only. Each path is written here only.
 */
export const credentialAdminEndpoints = {
  /** Every staff member (admins and teachers) with their credentials, newest first, and whether CPR and first aid hold today. */
  credentials: get('/api/admin/credentials', staffCredentialsActions.reviewCredentials).returns<StaffCredentialsRecord[]>(),
  /** Record a staff member's card; answers the credential (201). */
  addCredential: post('/api/admin/credentials', async () => (await schemas()).credentialSchema, staffCredentialsActions.recordCredential).returns<CredentialRecord>(),
  /** The newest card of each person and kind that is expired or expires within 30 days, the earliest expiry first. */
  credentialsExpiring: get('/api/admin/credentials/expiring', staffCredentialsActions.reviewCredentials).returns<ExpiringCredentialRecord[]>(),
  /** A multipart form, the scan of the card in `file` (a PDF or an image): kept with the certification as a private health document (201). */
  addCredentialCard: post((credentialId: string) => `/api/admin/credentials/${encodeURIComponent(credentialId)}/card`, async () => (await import('@/features/health/schemas')).credentialCardFields, staffCredentialsActions.recordCredential).returns<HealthDocumentRecord>(),
} as const
