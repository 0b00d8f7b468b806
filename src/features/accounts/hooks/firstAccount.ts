import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { Forbidden } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { type SqlExecutor, transactionConnection } from '@/lib/transactionConnection'

/** The advisory lock that serialises "is this the first account?" (any fixed 64-bit number of ours). */
const FIRST_ACCOUNT_LOCK = 7_102_026_001

const anyAccountExists = async (db: SqlExecutor) =>
  Boolean((await db.execute(sql`select exists (select 1 from "users") as "taken"`)).rows[0]?.taken)

/**
 * An account created over HTTP by nobody signed in: Payload's create-first-user screen
 * (`POST /api/cms/users/first-register`). Every other anonymous create of an account is refused by the
 * collection's `create` access before any hook runs, so this is the only one that reaches here.
 */
const isFirstRegistration = (req: PayloadRequest) => !req.user && req.payloadAPI !== 'local'

/**
 * The first account of an empty database is an admin, and there is only ever one first account.
 *
 * Payload's first-register checks that no account exists and then creates one, in two steps: two
 * registrations at the same moment would both pass the check. Here the check is made again inside the
 * creating transaction, under a transaction-scoped advisory lock: the second registration waits until
 * the first one's transaction ends, then sees its account and is refused. PostgreSQL decides the race.
 *
 * Accounts created through the Local API (the seed, the /secure-admin gate, staff screens) keep the role
 * they were given; they take the same lock while the table is empty, so a registration cannot slip in
 * beside them unseen.
 */
export const firstAccountIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const firstRegistration = isFirstRegistration(req)
  // Payload opens a transaction for every create: the lock below lasts until it ends.
  const { db, inTransaction } = await transactionConnection(req.payload, req)
  if (!firstRegistration && (await anyAccountExists(db))) return data
  // Held until the transaction that creates the account commits or rolls back.
  if (inTransaction) await db.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`)
  if (!firstRegistration) return data
  if (await anyAccountExists(db)) throw new Forbidden(req.t)
  return { ...data, role: 'admin' }
}
