import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook, CollectionSlug, PayloadRequest, Where } from 'payload'

import { lookUp } from '@/lib/auditLookups'
import { transactionConnection } from '@/lib/transactionConnection'

/** A record's id as PostgreSQL stores it (a uuid). */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The connection of the change's transaction, and the collection's table (Payload's name for it). */
async function lockingConnection(req: PayloadRequest, collection: CollectionSlug) {
  const { db, inTransaction } = await transactionConnection(req.payload, req)
  // A lock taken by a statement of its own would end with it: the change must be a transaction.
  if (!inTransaction) throw new Error(`A change of ${collection} runs inside a transaction (its row stays locked until it commits).`)
  const defaultName = collection.replaceAll('-', '_')
  const table = (req.payload.db as unknown as { tableNameMap?: Map<string, string> }).tableNameMap?.get(defaultName) ?? defaultName
  return { db, table }
}

/**
 * The document an update is about as it is now, its row locked until the update's transaction ends
 * (null when there is none: removed meanwhile).
 * Payload reads the document (a hook's `originalDoc`) before the hooks run, without a lock, so two
 * updates of one row sent at the same moment would both decide on the row as it was before either: both
 * check a child out, both acknowledge a report, the second writing over the first. A rule that says
 * "once" decides on what this returns instead: the second update waits here (`select … for update`)
 * until the first commits, then reads what it wrote. Read from the adapter: no hook, no access rule, no
 * audit entry (the update itself is what the log records).
 */
export async function lockedRow<T extends object>(req: PayloadRequest, collection: CollectionSlug, id: string | number): Promise<T | null> {
  // An id no row can have (sent through /api/cms) is no row, not a statement PostgreSQL refuses mid-transaction.
  if (!RECORD_ID.test(String(id))) return null
  const { db, table } = await lockingConnection(req, collection)
  await db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id} for update`)
  return ((await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req })) as T | null) ?? null
}

/**
 * Keeps the record a change names (the child a report is about, …) from being deleted until the change
 * commits, and says whether it is there. A hook reads that record before the insert; a deletion
 * committed between the two has the insert refused by the foreign key, after the hook's checks (the
 * contract's generic 409, src/lib/databaseErrors.ts). So the lock the foreign key takes at the insert is
 * taken before the hook reads (`select … for key share`): an admin deleting the record at the same moment
 * deletes it before (this waits, then finds none: the hook refuses by its field, before any file is
 * written) or after the change commits (and is then refused while the new record names it).
 * `for key share`, not `for update`: it conflicts only with what would remove the row (a deletion, a new
 * id, a `for update`), so reports about one child, or the child's own changes (a classroom, a consent
 * flag), never wait for it or for each other.
 */
export async function keptFromRemoval(req: PayloadRequest, collection: CollectionSlug, id: string | number): Promise<boolean> {
  if (!RECORD_ID.test(String(id))) return false
  const { db, table } = await lockingConnection(req, collection)
  const { rows } = await db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id} for key share`)
  return rows.length > 0
}

/**
 * A `beforeOperation` hook: every update and every removal of the collection's documents (one by id, or
 * several by a `where`) first locks their rows, before Payload reads them for its access rule and its
 * hooks. For a collection whose access rule itself depends on what another change writes (a parent
 * removes their certificate only until it is verified: the delete rule's filter): Payload checks the
 * rule on the row as the change before it left it, never on a copy read while that change was still
 * running, so the two take turns and the second answers as it would a moment later (a removal refused
 * once verified; a verification of a removed document not found), and Payload removes no file of a
 * removal it then refuses. Rows locked in the order of their ids, so two changes never wait on each other.
 */
export const changesTakeTurns =
  (collection: CollectionSlug): CollectionBeforeOperationHook =>
  async ({ args, operation, overrideAccess, req }) => {
    if (operation !== 'update' && operation !== 'delete') return args
    const { id, where } = args as { id?: string | number; where?: Where }
    // Several by a `where`: the ones it names that the caller may read (checked as Payload checks it, so a
    // bad `where` is its usual 400, never a failed statement in the transaction), a look-up the audit log skips.
    const ids =
      id !== undefined
        ? [String(id)]
        : where
          ? (await lookUp(() => req.payload.find({ collection, where, req, overrideAccess, user: req.user, depth: 0, pagination: false, select: { id: true } } as never))).docs.map((doc) => String((doc as { id: string }).id))
          : []
    // An id no row can have is Payload's to answer (404), not a statement PostgreSQL refuses.
    const rows = ids.filter((each) => RECORD_ID.test(each)).sort()
    if (rows.length === 0) return args
    const { db, table } = await lockingConnection(req, collection)
    const list = sql.join(
      rows.map((each) => sql`${each}`),
      sql`, `,
    )
    await db.execute(sql`select 1 from ${sql.identifier(table)} where id in (${list}) order by id for update`)
    return args
  }
