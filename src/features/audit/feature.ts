import type { Feature } from '../feature'
import { AuditEvents } from './collection'
import { auditAdminEndpoints, recordViewEndpoints } from './endpoints'

/**
 * The audit log of children's records as people read it: admins list and filter it, a parent sees which
 * staff accounts opened their child's record. Writing it is the kernel's (every collection's hook queues
 * entries through src/collections/shared/audit), so that no feature can forget it.
 */
export const auditFeature = {
  name: 'audit',
  collections: [AuditEvents],
  endpoints: { ...auditAdminEndpoints, ...recordViewEndpoints },
  pages: [],
} as const satisfies Feature
