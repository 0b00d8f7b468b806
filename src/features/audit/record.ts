/** What the audit log's endpoints answer (src/features/audit/endpoints.ts). */

/**
 * One entry of the audit log of children's records, newest first in GET /api/admin/audit:
 * who (the account's id, name and role as they were), what (the action and the record), which child,
 * when (`at`), through which door (`via`: /api, /api/cms, the /cms screens, or `job`: the server's own
 * scheduled work, such as the billing run) and from which address.
 */
export type AuditEntryRecord = {
  id: string
  at: string
  action: 'read' | 'create' | 'update' | 'delete'
  recordCollection: string
  /** The record, when the entry is about one (null when it names several). */
  recordId: string | null
  /** Every record of the operation about this child (one entry per operation and child). */
  recordIds: string[]
  /** The stored file opened (a photo's size, a video, a message image) when the entry is a file's opening; else null. */
  file: string | null
  childId: string | null
  childName: string | null
  userId: string | null
  userName: string | null
  userRole: string | null
  via: 'api' | 'cms-api' | 'cms' | 'job'
  address: string | null
}

/** An account the audit log can be filtered by (GET /api/admin/audit/accounts). */
export type AuditAccountRecord = { id: string; name: string; role: string }

/** A staff account (admin, teacher, program) that opened a child's record: when last, and how many times. */
export type RecordViewRecord = { userId: string; name: string; role: string; lastOpenedAt: string; times: number }

/** GET /api/children/:childId/record-views: who of the centre opened the child's record, most recent first. */
export type RecordViews = { childId: string; views: RecordViewRecord[] }
