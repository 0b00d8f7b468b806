/**
 * The integration tier's databases: one database migrated with the committed migrations and seeded with
 * the demo data (through the same script as `npm run seed`), used only as a template, then one copy of
 * it per vitest worker (`CREATE DATABASE … TEMPLATE`), each with a copy of the seed's uploaded files. A
 * worker runs its files one after another on its own copy (tests/int/setup.ts picks it), so files on
 * different workers never see each other's data. On DATABASE_URL's server when set (CI), otherwise on the
 * embedded PostgreSQL. Everything is dropped at the end.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { cloneDatabase, createDatabaseIfMissing, dropDatabase, startEmbeddedPostgres, withDatabase } from '../../scripts/lib/database'
import { mustRun, tsCommand } from '../../scripts/lib/run'
import { INT_WORKERS } from './workers'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database and media folder per worker (VITEST_POOL_ID 1 … n). */
    workerDatabases: { databaseUrl: string; mediaDir: string }[]
  }
}

export default async function setup(project: TestProject) {
  const stamp = `${Date.now()}_${process.pid}`
  const template = `centre_test_${stamp}`
  let serverUrl: string
  let stopServer = async () => undefined as void
  if (process.env.DATABASE_URL) {
    serverUrl = withDatabase(process.env.DATABASE_URL, 'postgres')
  } else {
    const embedded = await startEmbeddedPostgres(() => undefined)
    serverUrl = embedded.url('postgres')
    stopServer = embedded.stop
  }
  await createDatabaseIfMissing(serverUrl, template)
  const templateMedia = await mkdtemp(path.join(tmpdir(), 'centre-media-'))
  // Migrate and seed in a process of its own, through the same script as `npm run seed`.
  await mustRun(...tsCommand('scripts/seed.ts'), { DATABASE_URL: withDatabase(serverUrl, template), MEDIA_DIR: templateMedia })

  const workers = INT_WORKERS
  const databases: { name: string; databaseUrl: string; mediaDir: string }[] = []
  for (let worker = 1; worker <= workers; worker++) {
    const name = `${template}_w${worker}`
    await cloneDatabase(serverUrl, template, name)
    const mediaDir = await mkdtemp(path.join(tmpdir(), `centre-media-w${worker}-`))
    await cp(templateMedia, mediaDir, { recursive: true })
    databases.push({ name, databaseUrl: withDatabase(serverUrl, name), mediaDir })
  }
  project.provide(
    'workerDatabases',
    databases.map(({ databaseUrl, mediaDir }) => ({ databaseUrl, mediaDir })),
  )

  return async () => {
    for (const { name, mediaDir } of databases) {
      await dropDatabase(serverUrl, name).catch(() => undefined)
      await rm(mediaDir, { recursive: true, force: true })
    }
    await dropDatabase(serverUrl, template).catch(() => undefined)
    await rm(templateMedia, { recursive: true, force: true })
    await stopServer()
  }
}
