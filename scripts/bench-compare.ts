/**
 * npm run bench:compare -- <git ref> — the speed of this working tree's production build against another
 * commit's, in the same run on the same machine and database (issue 32: "measure before and after each
 * change"). This machine's speed drifts by a third between runs minutes apart, more than most changes
 * are worth, so one benchmark run before a change and one after measure the drift as much as the change.
 * Here the two builds serve side by side and take turns: ROUNDS rounds of ROUND_SECONDS per read and side,
 * the order alternating every round, and the medians are compared.
 *
 * The reads: the floor (a Next route doing nothing), a teacher's roster of their room, the ratio board
 * (as the admin, on the day's stays as the data has them: bench:ops measures it on a busy day), a parent's
 * children, a child's curriculum, immunizations and medications, the home page. The large data sets
 * (`npm run seed -- --children 500 --families 5000`) are seeded when missing. The other commit is checked
 * out in a temporary folder and built there (about as long as `npm run build`), with this tree's
 * node_modules hard-linked. Both servers use the same database: compare commits of the same schema.
 * Prints the figures; writes nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { seedPasswords } from '../src/seed/demoData'
import { oneRoomTeacher } from './lib/benchCentre'
import { ROOT, resolveAppDatabase } from './lib/database'
import { mustRun, tsCommand } from './lib/run'
import { startProductionServer } from './lib/server'

const ref = process.argv[2]
if (!ref) {
  console.error('Usage: npm run bench:compare -- <git ref>   (the commit to compare this tree with, e.g. HEAD~1)')
  process.exit(2)
}
if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
  console.error('bench:compare measures the production builds: run `npm run build` here first.')
  process.exit(2)
}
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 5)
const ROUND_SECONDS = Number(process.env.COMPARE_SECONDS ?? 8)
const CONNECTIONS = 10
const PORTS = { here: 3370, there: 3371 }
const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim()

const database = await resolveAppDatabase()
const db = new pg.Pool({ connectionString: database.url, max: 2 })
db.on('error', () => undefined)
const count = async (sql: string) => Number((await db.query<{ n: number }>(sql).catch(() => ({ rows: [{ n: 0 }] }))).rows[0]?.n ?? 0)
if ((await count(`select count(*)::int as n from users where username like 'bench.teacher.%'`)) === 0) {
  console.log('Seeding the large centre (500 children)…')
  await mustRun(...tsCommand('scripts/seed.ts', '--children', '500'), { DATABASE_URL: database.url })
}
if ((await count(`select count(*)::int as n from users where username like 'bench.parent.%'`)) < 5000) {
  console.log('Seeding the large data set (5,000 families)…')
  await mustRun(...tsCommand('scripts/seed.ts', '--families', '5000'), { DATABASE_URL: database.url })
}

// The other commit, built in a folder of its own.
const there = await mkdtemp(path.join(tmpdir(), `centre-compare-${commit}-`))
console.log(`Building ${commit} in ${there}…`)
execFileSync('git', ['worktree', 'add', '--detach', there, commit], { cwd: ROOT, stdio: 'ignore' })
execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(there, 'node_modules')])
const removeThere = async () => {
  execFileSync('git', ['worktree', 'remove', '--force', there], { cwd: ROOT, stdio: 'ignore' })
  await rm(there, { recursive: true, force: true })
}
// Built from its own folder, so every module (React above all) resolves from its node_modules alone.
const built = spawnSync(process.execPath, [path.join(there, 'node_modules/next/dist/bin/next'), 'build'], {
  cwd: there,
  stdio: 'inherit',
  env: { ...process.env, TYPES_CHECKED: '1', NEXT_TELEMETRY_DISABLED: '1' },
})
if (built.status !== 0) {
  await removeThere()
  throw new Error(`next build of ${commit} failed (${built.status ?? built.signal})`)
}

const env = { PAYLOAD_SECRET: randomBytes(24).toString('hex'), RATE_LIMIT_LOGIN: '0', RATE_LIMIT_FORMS: '0' }
const servers = await Promise.all([startProductionServer(PORTS.here, database.url, env), startProductionServer(PORTS.there, database.url, env, { dir: there })]).then(
  ([here, before]) => ({ here, there: before }),
  async (error: unknown) => {
    await removeThere()
    throw error
  },
)

async function logIn(username: string, password: string): Promise<string> {
  const origin = `http://localhost:${PORTS.here}`
  const response = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ username, password }) })
  const cookie = /payload-token=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie) throw new Error(`${username}: login failed (${response.status})`)
  return cookie
}
const teacher = await oneRoomTeacher(db)
const teacherCookie = await logIn(teacher.username, seedPasswords().teacher)
const parentCookie = await logIn('bench.parent.42', seedPasswords().parent)
const adminCookie = await logIn('admin', seedPasswords().admin)
const childId = ((await (await fetch(`http://localhost:${PORTS.here}/api/parent/children`, { headers: { Cookie: parentCookie, 'Sec-Fetch-Site': 'same-origin' } })).json()) as { id: string }[])[0]!.id

const reads: { name: string; path: string; cookie?: string; status: number }[] = [
  { name: 'floor: a Next route doing nothing (404)', path: '/api/bench-floor', status: 404 },
  { name: "a teacher's roster of their room", path: `/api/attendance/today?classroomId=${teacher.classroom_id}`, cookie: teacherCookie, status: 200 },
  { name: 'the ratio board (the admin)', path: '/api/ratios', cookie: adminCookie, status: 200 },
  { name: "a parent's children", path: '/api/parent/children', cookie: parentCookie, status: 200 },
  { name: "a child's curriculum", path: `/api/curriculum/${childId}`, cookie: parentCookie, status: 200 },
  { name: "a child's immunizations", path: `/api/children/${childId}/immunizations`, cookie: parentCookie, status: 200 },
  { name: "a child's medications", path: `/api/children/${childId}/medications`, cookie: parentCookie, status: 200 },
  { name: 'the home page', path: '/', status: 200 },
]

type Run = { rps: number; p95: number }
async function load(side: keyof typeof PORTS, read: (typeof reads)[number], seconds: number): Promise<Run> {
  const latencies: number[] = []
  let wrong = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://localhost:${PORTS[side]}${read.path}`, connections: CONNECTIONS, duration: seconds, headers: read.cookie ? { Cookie: read.cookie, 'Sec-Fetch-Site': 'same-origin' } : {} },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, status, _bytes, time) => {
      if (status === read.status) latencies.push(time)
      else wrong++
    })
  })
  if (wrong > 0 || result.errors > 0) throw new Error(`${read.name} on ${side}: ${wrong} answers not ${read.status}, ${result.errors} errors`)
  latencies.sort((a, b) => a - b)
  return { rps: Math.round(result.requests.average), p95: Math.round((latencies[Math.floor(latencies.length * 0.95)] ?? NaN) * 10) / 10 }
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

try {
  const lines: string[] = []
  for (const read of reads) {
    await load('here', read, 3) // warm-up, not counted
    await load('there', read, 3)
    const runs: Record<keyof typeof PORTS, Run[]> = { here: [], there: [] }
    for (let round = 0; round < ROUNDS; round++) {
      const order: (keyof typeof PORTS)[] = round % 2 ? ['there', 'here'] : ['here', 'there']
      for (const side of order) runs[side].push(await load(side, read, ROUND_SECONDS))
    }
    const [here, before] = [runs.here, runs.there].map((side) => ({ rps: median(side.map((run) => run.rps)), p95: median(side.map((run) => run.p95)) }))
    const change = (now: number, then: number) => `${now >= then ? '+' : '−'}${Math.abs((now / then - 1) * 100).toFixed(0)} %`
    const line = `| ${read.name} | ${before!.rps} | ${before!.p95} | ${here!.rps} | ${here!.p95} | ${change(here!.rps, before!.rps)} | ${runs.there.map((run) => run.rps).join(', ')} / ${runs.here.map((run) => run.rps).join(', ')} |`
    console.log(line)
    lines.push(line)
  }
  console.log(
    [
      '',
      `${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per read and side, ${CONNECTIONS} connections, medians; ${commit} against this tree:`,
      '',
      `| read | ${commit} req/s | ${commit} p95 ms | this tree req/s | this tree p95 ms | req/s change | each round's req/s, ${commit} / this tree |`,
      '|---|---|---|---|---|---|---|',
      ...lines,
      '',
    ].join('\n'),
  )
} finally {
  await servers.here.stop()
  await servers.there.stop()
  await db.end()
  await database.stop()
  await removeThere()
}
process.exit(0)
