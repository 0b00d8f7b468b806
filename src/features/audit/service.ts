import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Where } from 'payload'

import { AUDIT_LOG_READ_WAIT_MS, drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { ROLES } from '@/lib/constants'
import { isDay, isMoment } from '@/lib/dates'
import { transactionConnection } from '@/lib/transactionConnection'
import { type Actor, asUser, requireReadAll, requireUser } from '@/server/actor'
import { badRequest, forbidden, notFound, notFoundUnlessDown } from '@/server/http/errors'
import { type ListWindow, type Listed, isRecordId, listed } from '@/server/http/listing'
import type { AuditAccountRecord, AuditEntryRecord, RecordViews } from './record'
import { wireAuditEntry } from './wire'

/**
 * The audit log of children's records, read. The entries are written by the collections'
 * hook (src/collections/shared/hooks/auditChildRecords.ts); here admins list them, and a parent learns
 * which staff accounts opened their child's record.
 */

export type AuditQuery = { window: ListWindow; childId?: string; userId?: string; from?: string; to?: string }

export const auditMessages = {
  childId: 'Choose a child from the list.',
  userId: 'Choose an account from the list.',
  from: 'The start date must be a date (YYYY-MM-DD).',
  to: 'The end date must be a date (YYYY-MM-DD).',
  order: 'The start date must not be after the end date.',
  childNotFound: 'Child not found',
} as const

/** A `from`/`to` filter: a day (YYYY-MM-DD, UTC) or a full ISO time, on a day the calendar has; null when it is not one. */
function instant(value: string, endOfDay: boolean): Date | null {
  const day = isDay(value)
  if (!day && !isMoment(value)) return null
  const time = Date.parse(day ? `${value}T00:00:00.000Z` : value)
  // A day taken as "to" includes the whole day: up to the start of the next.
  return new Date(day && endOfDay ? time + 86_400_000 : time)
}

/** Admins: the entries, newest first, filtered by child, account and dates. 401 / 403 before the query is looked at; 400 for a bad filter. */
export async function auditLog(actor: Actor, { window, childId, userId, from, to }: AuditQuery): Promise<Listed<AuditEntryRecord>> {
  requireUser(actor)
  await requireReadAll(actor, 'audit-events')
  const errors: { field: string; message: string }[] = []
  if (childId !== undefined && !isRecordId(childId)) errors.push({ field: 'childId', message: auditMessages.childId })
  if (userId !== undefined && !isRecordId(userId)) errors.push({ field: 'userId', message: auditMessages.userId })
  const start = from === undefined ? undefined : instant(from, false)
  const end = to === undefined ? undefined : instant(to, true)
  if (start === null) errors.push({ field: 'from', message: auditMessages.from })
  if (end === null) errors.push({ field: 'to', message: auditMessages.to })
  if (start && end && start >= end) errors.push({ field: 'from', message: auditMessages.order })
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors)
  const and: Where[] = []
  if (childId) and.push({ childId: { equals: childId } })
  if (userId) and.push({ userId: { equals: userId } })
  if (start) and.push({ createdAt: { greater_than_equal: start.toISOString() } })
  if (end) and.push({ createdAt: { less_than: end.toISOString() } })
  const found = await actor.payload.find({ collection: 'audit-events', where: { and }, sort: '-createdAt', ...window, ...asUser(actor) })
  return listed(found, wireAuditEntry)
}

/** Admins: every account (staff, programs and parents) by name, for the log's "account" filter. */
export async function auditAccounts(actor: Actor): Promise<AuditAccountRecord[]> {
  requireUser(actor)
  await requireReadAll(actor, 'audit-events')
  const { docs } = await actor.payload.find({
    collection: 'users',
    select: { firstName: true, lastName: true, username: true, role: true },
    sort: 'firstName',
    pagination: false,
    ...asUser(actor),
  })
  return docs.map((user) => ({
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || String(user.username ?? user.id),
    role: String(user.role ?? ''),
  }))
}

/** The centre's side: every role but parent (admins, editors, teachers, programs). */
const STAFF_ROLES = ROLES.filter((role) => role !== 'parent')

/**
 * Which staff accounts opened the child's record (the child or any of its records), most recent first:
 * name and role as they were logged, when last, and how many times (one operation reading several of the
 * child's records at once counts once: its entries share their statement's time).
 *
 * Who may ask: the child's parent, and admins (who read the whole log anyway). The child is first
 * looked up with the caller's own rights (`asUser`: overrideAccess false), so another family's child is
 * not found (404) and a teacher or editor is refused (403) before anything of the log is read. Only then
 * is the log read directly (parents may not read `audit-events`, and must not: it names other families),
 * and only this child's read entries by staff roles, aggregated: no address, no other child.
 */
export async function recordViews(actor: Actor, childId: string): Promise<RecordViews> {
  const me = requireUser(actor)
  if (me.role !== 'parent' && me.role !== 'admin') throw forbidden()
  if (!isRecordId(childId)) throw notFound(auditMessages.childNotFound)
  await actor.payload
    .findByID({ collection: 'children', id: childId, select: { parent: true }, ...asUser(actor) })
    .catch(notFoundUnlessDown(auditMessages.childNotFound, { forbiddenStays: true }))
  // What this process has read is in the log first (the buffer: src/collections/shared/audit/auditBuffer.ts).
  await drainAuditLog(AUDIT_LOG_READ_WAIT_MS)
  const { db } = await transactionConnection(actor.payload, actor.req)
  const { rows } = await db.execute(sql`
    select user_id,
           (array_agg(user_name order by created_at desc))[1] as name,
           (array_agg(user_role order by created_at desc))[1] as role,
           to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_opened_at,
           count(distinct created_at)::int as times
    from audit_events
    where child_id = ${childId} and action = 'read' and user_id is not null
      and user_role in (${sql.join(
        STAFF_ROLES.map((role) => sql`${role}`),
        sql`, `,
      )})
    group by user_id
    order by max(created_at) desc`)
  return {
    childId,
    views: rows.map((row) => ({
      userId: String(row.user_id),
      name: String(row.name ?? 'A staff member'),
      role: String(row.role ?? ''),
      lastOpenedAt: String(row.last_opened_at),
      times: Number(row.times),
    })),
  }
}
