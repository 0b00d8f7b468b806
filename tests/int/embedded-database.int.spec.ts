/**
 * The zero-setup path: with no DATABASE_URL, the scripts initialise an embedded PostgreSQL (as root
 * too, where it must run as the postgres user), create the database, migrate it, and it answers queries.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'
import { afterAll, expect, it } from 'vitest'

import { ROOT, startEmbeddedPostgres } from '../../scripts/lib/database'
import { run, tsCommand } from '../../scripts/lib/run'
import { patience } from './patience'

const dir = path.join(ROOT, '.data', `test-embedded-${process.pid}`)
const port = 54400 + (process.pid % 500)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

it('starts from nothing, migrates and answers a query without DATABASE_URL', async () => {
  const code = await run(...tsCommand('scripts/migrate.ts'), {
    DATABASE_URL: '',
    EMBEDDED_PG_DIR: dir,
    EMBEDDED_PG_PORT: String(port),
    EMBEDDED_PG_DATABASE: 'centre_embedded_check',
  })
  expect(code).toBe(0)

  const server = await startEmbeddedPostgres(() => undefined, { dir, port })
  expect(server.startedHere).toBe(true)
  const client = new pg.Client({ connectionString: server.url('centre_embedded_check') })
  try {
    await client.connect()
    const migrations = await client.query('select name from payload_migrations where batch > 0')
    expect(migrations.rowCount).toBeGreaterThan(0)
    const tables = await client.query(`select to_regclass('public.children') as children, to_regclass('public.daily_activities') as daily`)
    expect(tables.rows[0]).toEqual({ children: 'children', daily: 'daily_activities' })
  } finally {
    await client.end()
    await server.stop()
  }
}, patience(180_000))
