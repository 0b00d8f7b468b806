/**
 * npm start: the production build. With DATABASE_URL it starts as is (Payload applies the committed
 * migrations on start). Without it, it uses the embedded PostgreSQL, seeded on first run by the
 * production rules (src/seed/plan.ts): no account with a built-in password, demo data only with SEED_DEMO=1.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import { DATA_DIR, NEXT_BIN, resolveAppDatabase } from './lib/database'
import { heapLimitArgs } from './lib/heapLimit'
import { type Env, mustRun, runUntilStopped, tsCommand } from './lib/run'

const embedded = !process.env.DATABASE_URL
const database = await resolveAppDatabase()
const env: Env = { DATABASE_URL: database.url, NODE_ENV: 'production' }

if (!process.env.PAYLOAD_SECRET) {
  if (!embedded) {
    console.error('PAYLOAD_SECRET must be set when DATABASE_URL is.')
    process.exit(1)
  }
  // A secret of this machine's own, kept beside the embedded database.
  const secretFile = path.join(DATA_DIR, 'payload-secret')
  if (!existsSync(secretFile)) {
    mkdirSync(DATA_DIR, { recursive: true })
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}

// The first-run seed runs by the production rules, with the same secret as the server.
if (embedded) await mustRun(...tsCommand('scripts/seed-if-empty.ts'), env)
// The server's heap limit (HEAP_LIMIT_MB, default 384: scripts/lib/heapLimit.ts).
await runUntilStopped(process.execPath, [...heapLimitArgs(process.env, 'server'), NEXT_BIN, 'start', '--port', process.env.PORT ?? '3000'], env, database.stop)
