/**
 * The audit log's own work, measured directly (for scripts/bench-api.ts): what the log adds to one read
 * in CPU time, without the noise of two servers' latencies on a shared machine.
 * - In the app: the collections' hook and the write-behind buffer, run on this process's CPU with a
 *   database that answers at once (the insert statement is built, its JSON included; not sent).
 * - In PostgreSQL: the buffer's real insert into the real table, in batches, inside a transaction that
 *   is rolled back (nothing stays).
 * - The machine's CPU per read: every core's busy time while a server answers, over the reads answered.
 */
import { readFileSync, readdirSync } from 'node:fs'

import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'

import { auditChildRecords } from '@/collections/shared/hooks/auditChildRecords'
import { drainAuditLog } from '@/collections/shared/audit/auditBuffer'
import { type AuditRow, writeAuditRows } from '@/collections/shared/audit/auditOrigin'

/** Microseconds of CPU a process has used so far (user + system, /proc/<pid>/stat; Linux only; USER_HZ is 100: a tick is 10 ms). */
function processMicros(pid: number | string): { name: string; micros: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { name, micros: (Number(fields[11]) + Number(fields[12])) * 10_000 }
  } catch {
    return null
  }
}

/**
 * CPU used by a server process and by PostgreSQL (every `postgres` process of this machine), from now
 * until `done()`: what one side of the benchmark cost the machine, the load generator left out.
 * PostgreSQL's processes that end meanwhile are not counted (the app's pooled connections stay open).
 */
export function cpuMeter(pid: number): { done: () => { app: number; postgres: number } } {
  const postgres = () => {
    const all = new Map<string, number>()
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      const found = processMicros(entry)
      if (found?.name === 'postgres') all.set(entry, found.micros)
    }
    return all
  }
  const appBefore = processMicros(pid)?.micros ?? 0
  const postgresBefore = postgres()
  return {
    done: () => {
      let postgresUsed = 0
      for (const [id, micros] of postgres()) if (postgresBefore.has(id)) postgresUsed += micros - postgresBefore.get(id)!
      return { app: (processMicros(pid)?.micros ?? appBefore) - appBefore, postgres: postgresUsed }
    },
  }
}

/** One Local API operation a read makes: the collection, the operation and what it answered. */
export type AuditedOperation = { collection: string; childFields: string[]; operation: 'find' | 'findByID'; result: unknown }

/** CPU microseconds the hook and the buffer spend on one read made of `operations` (median of 5 runs of `reads` reads). */
export async function hookMicrosPerRead(operations: AuditedOperation[], reads = 20_000): Promise<number> {
  const database = { execute: async () => ({ rows: [] }) }
  const payload = { db: { drizzle: database, sessions: {} } }
  const user = { id: '00000000-0000-4000-8000-00000000b001', firstName: 'Bench', lastName: 'Parent', role: 'parent' }
  const req = { payload, user, headers: new Headers(), pathname: '/api/bench' }
  const hooks = operations.map((operation) => ({ hook: auditChildRecords(operation.childFields), operation }))
  const run = async (count: number) => {
    for (let read = 0; read < count; read++) {
      for (const { hook, operation } of hooks) {
        await hook({ operation: operation.operation, result: operation.result, req, overrideAccess: false, collection: { slug: operation.collection } } as never)
      }
      // The buffer writes every ~100 ms, a few dozen reads at a time.
      if (read % 50 === 49) await drainAuditLog()
    }
    await drainAuditLog()
  }
  await run(reads / 4) // warm-up
  const samples: number[] = []
  for (let sample = 0; sample < 5; sample++) {
    const start = process.cpuUsage()
    await run(reads)
    const used = process.cpuUsage(start)
    samples.push((used.user + used.system) / reads)
  }
  return samples.sort((a, b) => a - b)[2]!
}

/** Microseconds PostgreSQL takes per entry for the buffer's insert, in batches of `batch` (wall time of the statement, median batch). */
export async function insertMicrosPerEntry(pool: pg.Pool, sample: AuditRow, batch: number, batches = 60): Promise<number> {
  const client = await pool.connect()
  try {
    const db = drizzle({ client })
    await client.query('begin')
    const times: number[] = []
    for (let round = 0; round < batches; round++) {
      const rows = Array.from({ length: batch }, () => ({ ...sample, at: new Date().toISOString() }))
      const start = process.hrtime.bigint()
      await writeAuditRows(db as never, rows, true)
      times.push(Number(process.hrtime.bigint() - start) / 1000 / batch)
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
  } finally {
    await client.query('rollback').catch(() => undefined)
    client.release()
  }
}
