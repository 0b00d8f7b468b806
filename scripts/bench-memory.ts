/**
 * npm run bench:memory — one production instance's resident memory under sustained mixed load, with the
 * default heap limit (HEAP_LIMIT_MB, 384 MB: scripts/lib/heapLimit.ts) and with V8's own sizing
 * (HEAP_LIMIT_MB=0), one after the other on the same database: a parent's reads (their children), the home
 * page and a Spanish page, 10 connections for BENCH_SECONDS (default 180) each. Prints, for each, the
 * resident memory before the load, its peak and its end (the server and any process under it, sampled
 * every second), and the throughput and latency; writes them to BENCHMARKS.md. A script that measures,
 * not a test that fails on a timing.
 *
 * Needs the production build (`npm run build`); seeds the demo data when its parents are missing.
 */
import os from 'node:os'

import autocannon from 'autocannon'
import pg from 'pg'

import { seedPasswords } from '../src/seed/demoData'
import { writeBenchmarkSection } from './lib/benchmarksFile'
import { resolveAppDatabase } from './lib/database'
import { HEAP_LIMITS } from './lib/heapLimit'
import { residentMiB } from './lib/processMemory'
import { mustRun, tsCommand } from './lib/run'
import { startProductionServer } from './lib/server'

const PORT = 3360
const origin = `http://localhost:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180)
const CONNECTIONS = 10
const PARENT = 'maria.garcia'

const database = await resolveAppDatabase()
const db = new pg.Pool({ connectionString: database.url, max: 2 })
db.on('error', () => undefined)
const parents = await db.query<{ n: number }>('select count(*)::int as n from users where username = $1', [PARENT]).catch(() => ({ rows: [{ n: 0 }] }))
await db.end()
if ((parents.rows[0]?.n ?? 0) === 0) {
  console.log('Seeding the demo data…')
  await mustRun(...tsCommand('scripts/seed.ts'), { DATABASE_URL: database.url })
}

type Figures = { label: string; rps: number; p50: number; p95: number; errors: number; before: number; peak: number; end: number }

/** One instance under the mixed load: its memory before, at its peak and at the end, and what it served. */
async function measure(label: string, heapLimit: string): Promise<Figures> {
  const server = await startProductionServer(PORT, database.url, { HEAP_LIMIT_MB: heapLimit, RATE_LIMIT_LOGIN: '0', RATE_LIMIT_FORMS: '0' })
  try {
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ username: PARENT, password: seedPasswords().parent }),
    })
    const cookie = /payload-token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
    if (!cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`)
    const parentHeaders = { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' }
    // Each page once, so the first render is not in the figures.
    for (const page of ['/', '/es/services']) await fetch(`${origin}${page}`)
    await fetch(`${origin}/api/parent/children`, { headers: parentHeaders })
    const before = residentMiB(server.pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(server.pid))), 1000)
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        { method: 'GET', path: '/api/parent/children', headers: parentHeaders },
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/es/services' },
      ],
    })
    clearInterval(sampler)
    const end = residentMiB(server.pid)
    peak = Math.max(peak, end)
    const figures = { label, rps: Math.round(result.requests.average), p50: result.latency.p50, p95: result.latency.p97_5, errors: result.errors + result.non2xx, before, peak, end }
    console.log(`${label}: ${figures.rps} req/s, p50 ${figures.p50} ms, p97.5 ${figures.p95} ms (errors and non-2xx ${figures.errors}); resident ${before} MiB before, peak ${peak} MiB, ${end} MiB at the end`)
    return figures
  } finally {
    await server.stop()
  }
}

console.log(`Mixed load (a parent's children, the home page, /es/services), ${CONNECTIONS} connections, ${SECONDS} s per instance`)
const limited = await measure(`Default heap limit (${HEAP_LIMITS.server.defaultMb} MB)`, String(HEAP_LIMITS.server.defaultMb))
const unlimited = await measure('V8’s own sizing (HEAP_LIMIT_MB=0)', '0')
await database.stop()

const change = (limited.rps / unlimited.rps - 1) * 100
console.log(`Throughput with the limit: ${change >= 0 ? '+' : ''}${change.toFixed(1)} % against V8's own sizing; peak resident ${limited.peak} MiB against ${unlimited.peak} MiB`)

const heading = '## Memory under sustained load (npm run bench:memory)'
const row = (f: Figures) => `| ${f.label} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.before} | ${f.peak} | ${f.end} | ${f.errors} |`
const section = [
  heading,
  '',
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB; one production instance, the demo data, a parent's children, the home page and /es/services in turn, ${CONNECTIONS} connections for ${SECONDS} s; resident memory of the server and its processes (MiB), sampled every second.`,
  '',
  '| instance | req/s | p50 ms | p97.5 ms | resident before | peak | end | errors |',
  '|---|---|---|---|---|---|---|---|',
  row(limited),
  row(unlimited),
  '',
  `Throughput with the limit: ${change >= 0 ? '+' : ''}${change.toFixed(1)} % against V8's own sizing.`,
  '',
].join('\n')
writeBenchmarkSection(section)
