/**
 * One fresh database per test run: on DATABASE_URL's server when set (CI), otherwise on the embedded
 * PostgreSQL. Migrated with the committed migrations and seeded with the demo data, dropped at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createDatabaseIfMissing, dropDatabase, startEmbeddedPostgres, withDatabase } from '../../scripts/lib/database'
import { mustRun } from '../../scripts/lib/run'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}

export default async function setup(project: TestProject) {
  const name = `centre_test_${Date.now()}_${process.pid}`
  let serverUrl: string
  let stopServer = async () => undefined as void
  if (process.env.DATABASE_URL) {
    serverUrl = withDatabase(process.env.DATABASE_URL, 'postgres')
  } else {
    const embedded = await startEmbeddedPostgres(() => undefined)
    serverUrl = embedded.url('postgres')
    stopServer = embedded.stop
  }
  await createDatabaseIfMissing(serverUrl, name)
  const databaseUrl = withDatabase(serverUrl, name)
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'centre-media-'))

  // Migrate and seed in a process of its own, through the same script as `npm run seed`.
  await mustRun('npx', ['tsx', 'scripts/seed.ts'], { DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir })

  project.provide('databaseUrl', databaseUrl)
  project.provide('mediaDir', mediaDir)

  return async () => {
    await dropDatabase(serverUrl, name).catch(() => undefined)
    await rm(mediaDir, { recursive: true, force: true })
    await stopServer()
  }
}
