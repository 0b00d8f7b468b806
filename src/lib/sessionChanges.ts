import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { forgetSessionsOf } from './sessionMemory'
import { transactionConnection } from './transactionConnection'

/**
 * How an ended session reaches every server process. Each process remembers recent sessions for a
 * few seconds (src/server/http/sessionCache.ts); a logout, a changed account (password, role, API key)
 * or a deleted one must be refused everywhere at once, not when that memory runs out. The Users hooks
 * forget the account's sessions in their own process and announce its id with PostgreSQL's NOTIFY on
 * SESSIONS_CHANNEL, on the request's transaction: delivered when the change commits (never on a
 * rollback), so no process can read the old session again after it has heard. Every server process
 * listens (src/server/boot/sessionChanges.ts) and forgets that account's sessions.
 */
export const SESSIONS_CHANNEL = 'centre_sessions_changed'

/** Forgets `userId`'s remembered sessions here and tells every other process (when `req`'s transaction commits). */
export async function sessionsChanged(req: PayloadRequest, userId: string | number | undefined): Promise<void> {
  if (userId === undefined || userId === null) return
  forgetSessionsOf(userId)
  try {
    const { db } = await transactionConnection(req.payload, req)
    await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${String(userId)})`)
  } catch (error) {
    // Inside a transaction a failed notice fails the commit too, so the change itself does not happen.
    req.payload.logger.error({ err: error, msg: `Could not announce the end of account ${userId}'s sessions` })
  }
}
