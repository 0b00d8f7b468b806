import { AsyncLocalStorage } from 'node:async_hooks'

import { sql } from '@payloadcms/db-postgres'
import type { SqlExecutor } from '@/lib/transactionConnection'

/**
 * Where a request of our own /api came from, for the audit log of children's records
 * (src/collections/shared/hooks/auditChildRecords.ts). The services call the Local API without the
 * request (they take an Actor, never a Request), so `route()` (src/server/http/route.ts) runs each /api
 * handler inside this store, and every Local API call made while it runs, however deep, is attributed
 * to /api and to the client address the edge stamped. Payload's REST (/api/cms) and admin panel (/cms)
 * hand their request to the Local API themselves and need no store.
 */
export type RequestOrigin = {
  via: 'api'
  address: string | null
}

/** One audit entry as written (src/collections/shared/hooks/auditChildRecords.ts makes them). */
export type AuditRow = {
  action: string
  record_collection: string
  /** The record when the entry is about one; null when it names several (they are all in `record_ids`). */
  record_id: string | null
  /** Every record of the operation about this child. */
  record_ids: string[]
  child_id: string | null
  child_name: string | null
  user_id: string | null
  user_name: string | null
  user_role: string | null
  via: string
  address: string | null
  /** The stored file a person opened (a photo's size, a video), when the entry is a file's opening. */
  file?: string | null
  /** When the operation happened (a buffered read: src/collections/shared/audit/auditBuffer.ts); else the insert's own time. */
  at?: string | null
}

/**
 * Writes entries in one multi-row insert (an entry per operation and child, however many records it
 * names: src/collections/shared/hooks/auditChildRecords.ts); the child's name, when an entry lacks it,
 * comes from the same statement's join on `children` (no query per row).
 *
 * `asynchronousCommit` (the read entries of the write-behind buffer, src/collections/shared/audit/auditBuffer.ts): the
 * statement is its own transaction and commits without waiting for the disk flush (`synchronous_commit`
 * off for this statement only, via set_config(…, true)); it is as safe as any row once PostgreSQL
 * flushes its log a moment later; only a crash of the database server itself in that moment (a fraction
 * of a second) could lose it. A change's entries share its transaction, and its durability.
 */
export async function writeAuditRows(db: SqlExecutor, rows: AuditRow[], asynchronousCommit: boolean): Promise<void> {
  if (rows.length === 0) return
  const commitMode = asynchronousCommit ? sql`cross join (select set_config('synchronous_commit', 'off', true)) as commit_mode` : sql``
  await db.execute(sql`
    insert into audit_events (action, record_collection, record_id, record_ids, child_id, child_name, file, user_id, user_name, user_role, via, address, created_at, updated_at)
    select r.action::enum_audit_events_action, r.record_collection, r.record_id, r.record_ids, r.child_id,
           coalesce(r.child_name, nullif(concat_ws(' ', c.first_name, c.last_name), '')), r.file,
           r.user_id, r.user_name, r.user_role, r.via::enum_audit_events_via, r.address,
           coalesce(r.at, now()), coalesce(r.at, now())
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(action text, record_collection text, record_id text, record_ids jsonb, child_id text, child_name text, file text, user_id text, user_name text, user_role text, via text, address text, at timestamptz)
    ${commitMode}
    left join children c on r.child_name is null
      and c.id = (case when r.child_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then r.child_id::uuid end)`)
}

/** Kept on globalThis: Next bundles this module once per layer, and the hooks and route() must share one store. */
const KEY = '__centreAuditOrigin'
const scope = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestOrigin> }
const store: AsyncLocalStorage<RequestOrigin> = (scope[KEY] ??= new AsyncLocalStorage<RequestOrigin>())

/** Runs `work` as part of an /api request from `address`. */
export const withRequestOrigin = <T>(origin: RequestOrigin, work: () => T): T => store.run(origin, work)

/** The /api request this code runs for, if any. */
export const currentRequestOrigin = (): RequestOrigin | undefined => store.getStore()
