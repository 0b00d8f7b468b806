import pg from 'pg'
import { inject } from 'vitest'

import { withDatabase } from '../../scripts/lib/database'

type WorkerDatabase = { databaseUrl: string; mediaDir: string }
type Claim = { database: WorkerDatabase; client: pg.Client }
const claimed = globalThis as typeof globalThis & { __intDatabaseClaim?: Claim }

/**
 * Claims one of the databases tests/int/globalSetup.ts prepared, for as long as this worker process lives:
 * a session advisory lock, held on a connection of its own, marks it taken. VITEST_POOL_ID cannot say
 * which is free: with both projects in one run (`vitest run`) every integration worker gets the id 1.
 */
async function claimDatabase(databases: WorkerDatabase[]): Promise<Claim> {
  const client = new pg.Client({ connectionString: withDatabase(databases[0]!.databaseUrl, 'postgres') })
  await client.connect()
  // A dropped connection frees the claim; the worker's own tests never use this one.
  client.on('error', () => undefined)
  for (let attempt = 0; ; attempt++) {
    for (const database of databases) {
      const name = new URL(database.databaseUrl).pathname.slice(1)
      const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS taken', [`int-worker:${name}`])
      if (rows[0]!.taken) return { database, client }
    }
    // More workers than databases for a moment (one still closing): wait for one to be freed.
    if (attempt > 600) throw new Error(`no free integration database among ${databases.length} after a minute`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// This worker's own database and media folder. The config reads these when first imported, so they are
// set before any test imports it.
claimed.__intDatabaseClaim ??= await claimDatabase(inject('workerDatabases'))
const mine = claimed.__intDatabaseClaim.database
process.env.DATABASE_URL = mine.databaseUrl
process.env.MEDIA_DIR = mine.mediaDir
process.env.PAYLOAD_DISABLE_JOBS = 'true'
