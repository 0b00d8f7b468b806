/**
 * A database of its own at the schema an install had just before one migration, for the tests of that
 * migration: every earlier migration applied (and recorded, as Payload records them), the rest not.
 */
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { migrations } from '@/migrations'
import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../../scripts/lib/database'

/**
 * Ends `pool` and waits until its connections have closed. pg's `Pool.end()` resolves as soon as it has asked
 * its idle clients to close, not once they have: a forced drop of the database right after it terminated a
 * connection still closing, which the pool then reported as an error nobody handles (a run failed on it).
 */
async function closed(pool: pg.Pool) {
  let open = pool.totalCount
  const gone = new Promise<void>((resolve) => {
    if (open === 0) resolve()
    pool.on('remove', () => {
      if (--open <= 0) resolve()
    })
  })
  pool.on('error', () => undefined) // a connection ended from the server's side while closing: it is closing anyway
  await pool.end()
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
}

export function databaseBeforeMigration(nameEnding: string) {
  const name = `centre_test${nameEnding}_${Date.now()}_${process.pid}`
  const serverURL = withDatabase(process.env.DATABASE_URL!, 'postgres')
  const url = withDatabase(process.env.DATABASE_URL!, name)
  const index = migrations.findIndex((migration) => migration.name.endsWith(nameEnding))
  let pool: pg.Pool | undefined
  const connected = () => {
    if (!pool) throw new Error('databaseBeforeMigration: call setUp() first')
    return pool
  }
  /** What a migration's up and down are handed: this database's connection. */
  const args = () => ({ db: drizzle({ client: connected() }), payload: undefined, req: undefined }) as unknown as MigrateUpArgs & MigrateDownArgs
  return {
    url,
    index,
    migration: migrations[index],
    args,
    query: async <R extends pg.QueryResultRow>(text: string) => (await connected().query<R>(text)).rows,
    async setUp() {
      await createDatabaseIfMissing(serverURL, name)
      pool = new pg.Pool({ connectionString: url, max: 2 })
      for (const migration of migrations.slice(0, index)) {
        await migration.up(args())
        await pool.query('INSERT INTO payload_migrations (name, batch) VALUES ($1, 1)', [migration.name])
      }
    },
    /**
     * Rolls back every migration after this one, newest first, as `payload migrate:down` would, so this
     * one's `down` meets the schema it made (a later migration may build on it: a localized field uses
     * the locales type it created).
     */
    async downToThisOne() {
      for (const later of migrations.slice(index + 1).reverse()) {
        await later.down(args())
        await connected().query('DELETE FROM payload_migrations WHERE name = $1', [later.name])
      }
    },
    async tearDown() {
      if (pool) await closed(pool)
      await dropDatabase(serverURL, name).catch(() => undefined)
    },
  }
}
