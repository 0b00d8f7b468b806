/**
 * npm run bench:cluster — the reference deployment's request path on this machine: Debian's nginx with
 * deploy/nginx.conf in front of one and of two production servers (`next start`), each with Next's
 * local page cache and with the shared one in Redis (REDIS_URL, a redis-server started here). For each:
 * the home page and a family JSON read (`GET /api/parent/children` as a demo parent) under autocannon,
 * printed side by side (req/s, p50, p95, p99) and written to BENCHMARKS.md. Measures; never fails on a
 * timing. Needs the production build (`npm run build`); seeds the demo data when the database is new.
 * BENCH_SECONDS (default 10) per run.
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { writeBenchmarkSection } from './lib/benchmarksFile'
import { ROOT, resolveAppDatabase } from './lib/database'
import { NGINX, startNginx } from './lib/nginxServer'
import { freePort, startRedisServer } from './lib/redisServer'
import { mustRun, tsCommand } from './lib/run'
import { startProductionServer } from './lib/server'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
// Each server, nginx and Redis started here stops itself on exit: more than the default 10 listeners.
process.setMaxListeners(50)
const loadBefore = os.loadavg()[0]!.toFixed(1)
const CONNECTIONS = 10

if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('bench:cluster needs the production build: run `npm run build` first.')
  process.exit(1)
}
if (!existsSync(NGINX)) {
  console.error(`bench:cluster needs nginx at ${NGINX}: sudo apt-get install -y nginx (or set NGINX_PATH).`)
  process.exit(1)
}

const database = await resolveAppDatabase()
await mustRun(...tsCommand('scripts/seed-if-empty.ts'), { DATABASE_URL: database.url })
const redis = await startRedisServer()

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const round = (ms: number) => Math.round(ms * 10) / 10
async function load(url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  return {
    rps: Math.round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    non2xx: result.non2xx + result.errors,
  }
}
type Figures = Awaited<ReturnType<typeof load>>
type Row = { setup: string; home: Figures; family: Figures }

/** nginx in front of `instances` servers, with or without Redis; both reads measured through nginx. */
async function measure(instances: 1 | 2, cache: 'local' | 'redis'): Promise<Row> {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()))
  const nginxPort = await freePort()
  const origin = `http://127.0.0.1:${nginxPort}`
  const env = {
    SERVER_URL: origin,
    TRUSTED_PROXY_HOPS: '1',
    RATE_LIMIT_LOGIN: '0',
    PAYLOAD_SECRET: 'bench-cluster-secret-not-for-production',
    ...(cache === 'redis' ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `bench-cluster-${Date.now()}` } : {}),
  }
  const servers = await Promise.all(ports.map((port) => startProductionServer(port, database.url, env)))
  const nginx = await startNginx(ports, nginxPort)
  try {
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ username: 'maria.garcia', password: process.env.DEMO_PARENT_PASSWORD || 'parent-dev-123' }),
    })
    const cookie = /payload-token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
    if (!cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`)
    const family = { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' }
    // Warm: every instance renders and caches the page once, and knows the session.
    for (let i = 0; i < 4 * instances; i++) {
      await (await fetch(`${origin}/`)).arrayBuffer()
      await (await fetch(`${origin}/api/parent/children`, { headers: family })).arrayBuffer()
    }
    const setup = `${instances} instance${instances > 1 ? 's' : ''}, ${cache === 'redis' ? 'Redis cache' : 'local cache'}`
    const home = await load(`${origin}/`)
    const familyRead = await load(`${origin}/api/parent/children`, family)
    const row = { setup, home, family: familyRead }
    console.log(`${setup}: GET / ${home.rps} req/s (p50 ${home.p50}, p95 ${home.p95}, p99 ${home.p99} ms); GET /api/parent/children ${familyRead.rps} req/s (p50 ${familyRead.p50}, p95 ${familyRead.p95}, p99 ${familyRead.p99} ms)`)
    return row
  } finally {
    await nginx.stop()
    await Promise.all(servers.map((server) => server.stop()))
  }
}

const rows: Row[] = []
try {
  for (const cache of ['local', 'redis'] as const) for (const instances of [1, 2] as const) rows.push(await measure(instances, cache))
} finally {
  await redis.stop()
}

const cell = (f: Figures) => `${f.rps} | ${f.p50} | ${f.p95} | ${f.p99}${f.non2xx ? ` (${f.non2xx} not 2xx)` : ''}`
const table = [
  '| setup (through nginx) | GET / req/s | p50 ms | p95 ms | p99 ms | GET /api/parent/children req/s | p50 ms | p95 ms | p99 ms |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map((row) => `| ${row.setup} | ${cell(row.home)} | ${cell(row.family)} |`),
]
console.log(`\n${table.join('\n')}\n`)

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
const section = [
  '## Several instances behind nginx (npm run bench:cluster)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, production build, Debian's nginx with deploy/nginx.conf (one worker process), autocannon with ${CONNECTIONS} connections, ${DURATION} s per run; everything (nginx, the instances, PostgreSQL, Redis, autocannon) on this one machine, whose 1-minute load average was ${loadBefore} when the run started (other work on it shows in the figures). The family read is \`GET /api/parent/children\` as the demo parent maria.garcia (never cached: every request checks the session and reads PostgreSQL).`,
  '',
  ...table,
  '',
].join('\n')
writeBenchmarkSection(section)
await database.stop()
process.exit(0)
