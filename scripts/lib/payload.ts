import type { Payload } from 'payload'

import { resolveAppDatabase } from './database'

/**
 * Opens Payload on the app database (embedded when DATABASE_URL is unset) with the schema migrated.
 * The config reads DATABASE_URL when imported, so it is imported only after the URL is known.
 */
export async function openPayload(log = console.log): Promise<{ payload: Payload; close: () => Promise<void> }> {
  const database = await resolveAppDatabase(log)
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_DISABLE_JOBS = 'true'
  // Run with `--conditions=production` (scripts/lib/run.ts, TS_NODE_ARGS): without it, lexical's
  // top-level awaits sometimes leave the config's import waiting for ever on Node 20.
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const { migrations } = await import('../../src/migrations')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as Parameters<Payload['db']['migrate']>[0] extends { migrations?: infer M } ? M : never })
  return {
    payload,
    close: async () => {
      // Payload's destroy() leaves the pg pool open (with a client it still holds): when the embedded
      // server stops, those connections are cut, which must not crash the script.
      const pool = (payload.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool
      pool?.on('error', () => undefined)
      await payload.destroy()
      await database.stop()
    },
  }
}
