import type { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

export type SqlExecutor = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * The database connection of `req`'s transaction when it has one (what runs there commits or rolls back
 * with the request's write), else the pool. Payload's postgres adapter keeps a transaction's connection
 * in `db.sessions[transactionID]`.
 */
export async function transactionConnection(payload: Payload, req?: Partial<PayloadRequest>): Promise<{ db: SqlExecutor; inTransaction: boolean }> {
  const adapter = payload.db as unknown as { drizzle: SqlExecutor; sessions?: Record<string, { db?: SqlExecutor } | undefined> }
  const id = req?.transactionID ? await req.transactionID : undefined
  const session = id === undefined ? undefined : adapter.sessions?.[String(id)]?.db
  return session ? { db: session, inTransaction: true } : { db: adapter.drizzle, inTransaction: false }
}
