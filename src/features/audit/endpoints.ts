import { get } from '@/contract/endpoint'
import { auditActions } from './actions'
import type { AuditAccountRecord, AuditEntryRecord, RecordViews } from './record'

/** The audit log read by admins: spread into `api.admin` (src/registry/api.ts). */
export const auditAdminEndpoints = {
  /**
   * The audit log of children's records, newest first, one window (`?page=`, `?limit=`,
   * total in X-Total-Count); `?childId=`, `?userId=`, `?from=`, `?to=` (dates, YYYY-MM-DD, inclusive) filter.
   */
  audit: get('/api/admin/audit', auditActions.readLog).returns<AuditEntryRecord[]>(),
  /** The accounts the audit log can be filtered by (staff and parents), by name. */
  auditAccounts: get('/api/admin/audit/accounts', auditActions.readLog).returns<AuditAccountRecord[]>(),
} as const

/**
 * Which staff accounts (admins, teachers, programs; never parents) opened a child's record, from the
 * audit log: the child's parent (and admins); another family's child is not found (404). `api.recordViews`.
 */
export const recordViewEndpoints = {
  ofChild: get((childId: string) => `/api/children/${encodeURIComponent(childId)}/record-views`, auditActions.seeRecordViews).returns<RecordViews>(),
} as const
