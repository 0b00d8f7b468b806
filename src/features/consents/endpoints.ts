import { get, post } from '@/contract/endpoint'
import { consentsActions } from './actions'
import type { ConsentHistory } from './record'

/** The body's schema, in a chunk of its own, fetched when something validates (see src/contract/endpoint.ts). */
const schemas = () => import('./schemas')

const childConsents = (childId: string) => `/api/children/${encodeURIComponent(childId)}/consents`

/**
 * A child's consents, kept as history: `api.consents` (src/registry/api.ts). Read by the child's parents,
 * the child's room's teachers and admins; recorded by a parent of the child, or by an admin from a paper
 * form. Both answer the history now (each kind's state and the rows, newest first).
 */
export const consentEndpoints = {
  history: get(childConsents, consentsActions.readConsents).returns<ConsentHistory>(),
  record: post(childConsents, async () => (await schemas()).consentSchema, consentsActions.recordConsent).returns<ConsentHistory>(),
} as const
