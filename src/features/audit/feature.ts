import type { Feature, RoutesOf } from '../feature'
import { auditActions } from './actions'
import { AuditEvents } from './collection'
import { auditAdminEndpoints, recordViewEndpoints } from './endpoints'

/** Its /api entries, as the contract has them (src/registry/api.ts spreads them into their groups). */
const endpoints = { ...auditAdminEndpoints, ...recordViewEndpoints } as const

/**
 * The audit log of children's records as people read it: admins list and filter it, a parent sees which
 * staff accounts opened their child's record. Writing it is the kernel's (every collection's hook queues
 * entries through src/collections/shared/audit), so that no feature can forget it.
 */
export const auditFeature = {
  name: 'audit',
  collections: [AuditEvents],
  actions: auditActions,
  messages: ['portal.recordViews'],
  endpoints,
  routes: {
    audit: 'auditLog',
    auditAccounts: 'auditAccounts',
    ofChild: 'recordViews',
  } satisfies RoutesOf<typeof endpoints>,
  pages: {},
} as const satisfies Feature
