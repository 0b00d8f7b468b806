/**
 * npm run dev: the site on http://localhost:3000 with the embedded PostgreSQL (or DATABASE_URL),
 * the schema migrated and the demo data seeded on the first run.
 */
import { NEXT_BIN, resolveAppDatabase } from './lib/database'
import { mustRun, runUntilStopped, tsCommand } from './lib/run'

const database = await resolveAppDatabase()
const env = { DATABASE_URL: database.url }

await mustRun(...tsCommand('scripts/seed-if-empty.ts'), env)
await runUntilStopped(process.execPath, [NEXT_BIN, 'dev', '--port', process.env.PORT ?? '3000'], env, database.stop)
