import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, PayloadRequest } from 'payload'

import { transactionConnection } from '@/lib/transactionConnection'

/**
 * The document an update is about as it is now, its row locked until the update's transaction ends.
 * Payload reads the document (a hook's `originalDoc`) before the hooks run, without a lock, so two
 * updates of one row sent at the same moment would both decide on the row as it was before either: both
 * check a child out, both acknowledge a report, the second writing over the first. A rule that says
 * "once" decides on what this returns instead: the second update waits here (`select … for update`)
 * until the first commits, then reads what it wrote. Read from the adapter: no hook, no access rule, no
 * audit entry (the update itself is what the log records).
 */
export async function lockedRow<T extends object>(req: PayloadRequest, collection: CollectionSlug, id: string | number): Promise<T | null> {
  const { db, inTransaction } = await transactionConnection(req.payload, req)
  // A lock taken by a statement of its own would end with it: the update must be a transaction.
  if (!inTransaction) throw new Error(`An update of ${collection} runs inside a transaction (its row stays locked until it commits).`)
  const defaultName = collection.replaceAll('-', '_')
  const table = (req.payload.db as unknown as { tableNameMap?: Map<string, string> }).tableNameMap?.get(defaultName) ?? defaultName
  await db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id} for update`)
  return ((await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req })) as T | null) ?? null
}
