import 'server-only'

import type { AuditEvent } from '@/payload-types'
import type { AuditEntryRecord } from './record'

/** A stored entry as GET /api/admin/audit sends it. */
export const wireAuditEntry = (entry: AuditEvent): AuditEntryRecord => ({
  id: entry.id,
  at: entry.createdAt,
  action: entry.action,
  recordCollection: entry.recordCollection,
  recordId: entry.recordId ?? null,
  recordIds: entry.recordIds ?? [],
  file: entry.file ?? null,
  childId: entry.childId ?? null,
  childName: entry.childName ?? null,
  userId: entry.userId ?? null,
  userName: entry.userName ?? null,
  userRole: entry.userRole ?? null,
  via: entry.via,
  address: entry.address ?? null,
})
