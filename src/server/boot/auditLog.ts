import 'server-only'

import { stopBufferingAudit } from '@/collections/shared/audit/auditBuffer'
import { onShutdown } from './shutdown'

/**
 * Asked to stop, this process writes the audit log's buffered read entries at once, and every later
 * one with no wait, while Next finishes its requests (each of which handed Next the promise of its
 * entries' write: src/collections/shared/audit/auditBuffer.ts).
 */
export function writeAuditLogOnShutdown(): void {
  onShutdown(stopBufferingAudit)
}
