/**
 * npm run bench:billing — billing on the large centre (500 children, each with a billing plan, one family in
 * ten subsidized): (a) the monthly billing run for a month no bench family has an invoice for yet,
 * `POST /api/admin/billing/runs` as the admin on the production server: wall time and invoices issued,
 * then the same month again (it must issue none); (b) a family's account, `GET /api/billing/account` as a
 * logged-in parent at 10 connections, next to a bare `pg` HTTP server doing the same read (the session
 * row and the family's account row, which the server keeps with every ledger entry) in the same run. Prints the server's
 * resident memory and the database statements per read, and writes the figures to BENCHMARKS.md. A script
 * that measures, not a test that fails on a timing.
 *
 * Needs the production build (`npm run build`). Seeds the large centre (`--children 500`) when missing.
 * Each run bills one more month (the next one without bench invoices) and leaves its invoices in place.
 */
import { existsSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { centreToday } from '../src/lib/dates'
import { seedPasswords } from '../src/seed/demoData'
import { writeBenchmarkSection } from './lib/benchmarksFile'
import { ROOT, resolveAppDatabase } from './lib/database'
import { mustRun, tsCommand } from './lib/run'
import { residentMiB } from './lib/processMemory'
import { startProductionServer } from './lib/server'

const PORT = Number(process.env.BENCH_BILLING_PORT ?? 4610)
const BARE_PORT = PORT + 1
const DURATION = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = 10
const CHILDREN = 500
const FAMILY_PREFIX = 'bench.family.' // src/seed/largeCentre.ts
/** The family whose account is read: a subsidized one (src/seed/largeCentreBilling.ts: numbers ending in 3). */
const FAMILY = `${FAMILY_PREFIX}43`
/** Its history before the measured month: a year of monthly invoices, each paid at the desk but the last. */
const HISTORY_MONTHS = 12
const TARGETS = { runSeconds: 10, accountP95: 30 }
const origin = `http://localhost:${PORT}`
const bareOrigin = `http://localhost:${BARE_PORT}`

if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
  console.error('bench:billing measures the production build: run `npm run build` first.')
  process.exit(2)
}
if (!existsSync(path.join(ROOT, '.next/server/app/api/billing/account')) || !existsSync(path.join(ROOT, '.next/server/app/api/admin/billing/runs'))) {
  console.error('The production build predates the billing endpoints: run `npm run build` again.')
  process.exit(2)
}

const database = await resolveAppDatabase()
const db = new pg.Pool({ connectionString: database.url, max: 10 })
// Stopping PostgreSQL at the end ends idle connections; that is not an error of the benchmark.
db.on('error', () => undefined)

const plannedSql = `select count(*)::int as n from children c join users u on u.id = c.parent_id
  where u.username like '${FAMILY_PREFIX}%' and c.classroom_id is not null and exists (select 1 from billing_plans p where p.child_id = c.id)`
const planned = await db.query<{ n: number }>(plannedSql).catch(() => ({ rows: [{ n: 0 }] }))
if ((planned.rows[0]?.n ?? 0) < CHILDREN) {
  console.log(`Seeding the large centre with its billing (${CHILDREN} children)…`)
  await mustRun(...tsCommand('scripts/seed.ts', '--children', String(CHILDREN)), { DATABASE_URL: database.url })
}


/**
 * Statements the database ran, from its own statistics: a read outside a transaction commits each
 * statement on its own, so the committed transactions over a read-only load are its statements. The
 * figures reach pg_stat_database when each connection reports, at the latest ~10 s after it goes idle.
 */
async function committed(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 11_000))
  const { rows } = await db.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()')
  return Number(rows[0]?.n ?? 0)
}

const { stop: stopApp, pid: appPid } = await startProductionServer(PORT, database.url, { RATE_LIMIT_LOGIN: '0', RATE_LIMIT_FORMS: '0' })
const memory: { at: string; mib: number }[] = [{ at: 'started', mib: residentMiB(appPid) }]

async function logIn(username: string, password: string) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ username, password }),
  })
  const cookie = /payload-token=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie) throw new Error(`${username}: login failed: ${response.status} ${await response.text()}`)
  return { cookie, headers: { Cookie: cookie, Origin: origin, 'Sec-Fetch-Site': 'same-origin' } }
}

async function call<T>(url: string, init: RequestInit, headers: Record<string, string>, status: number): Promise<T> {
  const response = await fetch(url, { ...init, headers: { ...headers, 'Content-Type': 'application/json', ...init.headers } })
  const text = await response.text()
  if (response.status !== status) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} (expected ${status}) ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

const admin = await logIn('admin', seedPasswords().admin)
const parent = await logIn(FAMILY, seedPasswords().parent)
const familyId = (await db.query<{ id: string }>('select id from users where username = $1', [FAMILY])).rows[0]!.id
const today = centreToday()
const monthOf = (back: number) => {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const index = year * 12 + month - 1 - back
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

// The read's family gets a year of history through the API, as an admin would (each month's invoice in
// /cms, a desk payment on the 5th of the next month), the last month left open. Months it has are kept.
for (let back = HISTORY_MONTHS; back >= 1; back--) {
  const period = monthOf(back)
  const has = await db.query('select 1 from invoices where family_id = $1 and period = $2', [familyId, period])
  if (has.rowCount) continue
  const { doc } = await call<{ doc: { id: string; totalCents: number } }>(`${origin}/api/cms/invoices`, { method: 'POST', body: JSON.stringify({ family: familyId, period }) }, admin.headers, 201)
  if (back === 1 || doc.totalCents <= 0) continue
  await call(
    `${origin}/api/admin/billing/payments`,
    { method: 'POST', body: JSON.stringify({ familyId, amountCents: doc.totalCents, method: 'check', reference: `BENCH-${period}`, receivedAt: `${monthOf(back - 1)}-05` }) },
    admin.headers,
    201,
  )
}

// ---------------------------------------------------------------------------------------------------
// (a) The billing run: the first month from this one on that no bench family has an invoice for.
// ---------------------------------------------------------------------------------------------------

const fresh = (
  await db.query<{ period: string }>(
    `select to_char(m, 'YYYY-MM') as period from generate_series(date_trunc('month', $1::date), date_trunc('month', $1::date) + interval '10 years', interval '1 month') m
     where not exists (select 1 from invoices i join users u on u.id = i.family_id where u.username like $2 || '%' and i.period = to_char(m, 'YYYY-MM'))
     order by m limit 1`,
    [today, FAMILY_PREFIX],
  )
).rows[0]!.period
const expected = (
  await db.query<{ n: number }>(
    `select count(distinct family_id)::int as n from billing_plans
     where "from" < ($1 || '-01')::date + interval '1 month' and ("to" is null or "to" >= ($1 || '-01')::date)
       and not exists (select 1 from invoices i where i.family_id = billing_plans.family_id and i.period = $1)`,
    [fresh],
  )
).rows[0]!.n
type Run = { period: string; issued: { totalCents: number }[]; alreadyInvoiced: number }
const billingRun = async () => {
  const started = performance.now()
  const result = await call<Run>(`${origin}/api/admin/billing/runs`, { method: 'POST', body: JSON.stringify({ period: fresh }) }, admin.headers, 200)
  return { seconds: (performance.now() - started) / 1000, result }
}
console.log(`Billing run for ${fresh}: ${expected} families with a plan and no invoice for it…`)
memory.push({ at: 'before the run', mib: residentMiB(appPid) })
const first = await billingRun()
memory.push({ at: 'after the run', mib: residentMiB(appPid) })
const again = await billingRun()
const invoicedCents = first.result.issued.reduce((sum, invoice) => sum + invoice.totalCents, 0)
console.log(
  `First run: ${first.seconds.toFixed(2)} s, ${first.result.issued.length} invoices issued (${first.result.alreadyInvoiced} already invoiced), $${(invoicedCents / 100).toFixed(2)} in all; ` +
    `second run: ${again.seconds.toFixed(2)} s, ${again.result.issued.length} issued, ${again.result.alreadyInvoiced} already invoiced.`,
)

// ---------------------------------------------------------------------------------------------------
// (b) The family's account. The bare server: the same read straight on pg, no framework.
// ---------------------------------------------------------------------------------------------------

const token = parent.cookie.split('=')[1]!
const bare = http.createServer(async (request, response) => {
  try {
    const sent = /payload-token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1]
    if (sent !== token) return void response.writeHead(401).end()
    const session = await db.query('select id, role from users where id = $1', [familyId])
    if (!session.rows[0]) return void response.writeHead(401).end()
    // What the app reads too: the account the server keeps with the ledger (family-accounts), one row.
    const { rows: [kept] } = await db.query('select balance_cents, open_invoices, recent_payments from family_accounts where family_id = $1', [familyId])
    type Stored = Record<string, unknown>
    const relation = (value: unknown) => (value && typeof value === 'object' ? ((value as Stored).id as string) : ((value as string | null) ?? null))
    const body = {
      familyId,
      balanceCents: Number(kept?.balance_cents ?? 0),
      openInvoices: ((kept?.open_invoices ?? []) as { invoice: Stored; openCents: number }[]).map(({ invoice, openCents }) => ({
        id: invoice.id,
        number: invoice.number,
        familyId: relation(invoice.family),
        period: invoice.period,
        issuedOn: String(invoice.issuedOn ?? '').slice(0, 10),
        dueOn: String(invoice.dueOn ?? '').slice(0, 10),
        language: invoice.language,
        lines: ((invoice.lines ?? []) as Stored[]).map((line) => ({ kind: line.kind, childId: relation(line.child), childName: line.childName ?? null, amountCents: line.amountCents, detail: line.detail ?? {} })),
        totalCents: invoice.totalCents,
        openCents,
      })),
      recentPayments: ((kept?.recent_payments ?? []) as Stored[]).map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        amountCents: entry.amountCents,
        postedOn: String(entry.postedOn ?? '').slice(0, 10),
        description: entry.description,
        childId: relation(entry.child),
        method: entry.method ?? null,
        reference: entry.reference ?? null,
        invoiceId: relation(entry.invoice),
        correctsId: relation(entry.corrects),
        createdAt: entry.createdAt,
      })),
      onlinePayments: false,
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  } catch {
    if (!response.headersSent) response.writeHead(500).end()
  }
})
await new Promise<void>((resolve) => bare.listen(BARE_PORT, resolve))

type Result = { rps: number; p50: number; p95: number; p99: number; requests: number; non2xx: number; errors: number }
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const round = (value: number) => Math.round(value * 10) / 10

/** One autocannon run; latencies from every answer, so the percentiles are exact. Anything but 2xx (or `notFound`'s 404) stops the benchmark. */
async function load(url: string, seconds: number, { notFound = false } = {}): Promise<Result> {
  const latencies: number[] = []
  const started = performance.now()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: parent.headers }, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const measured = {
    rps: Math.round(result.requests.total / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
  if ((measured.non2xx > 0 && !notFound) || measured.errors > 0) throw new Error(`${url}: ${measured.non2xx} non-2xx answers and ${measured.errors} errors; these figures would not measure the read.`)
  return measured
}

let exitCode = 0
try {
  const account = await call<{ balanceCents: number; openInvoices: { number: number; lines: unknown[] }[]; recentPayments: unknown[] }>(`${origin}/api/billing/account`, {}, parent.headers, 200)
  const bareAccount = await call<typeof account>(`${bareOrigin}/api/billing/account`, {}, parent.headers, 200)
  if (JSON.stringify({ ...bareAccount, onlinePayments: null }) !== JSON.stringify({ ...account, onlinePayments: null })) {
    throw new Error(`The bare server's account differs from the app's: ${JSON.stringify(bareAccount).slice(0, 300)} vs ${JSON.stringify(account).slice(0, 300)}`)
  }
  const ledgerRows = (await db.query<{ n: number }>('select count(*)::int as n from ledger_entries where family_id = $1', [familyId])).rows[0]!.n
  const readShape = `${ledgerRows} ledger entries, ${account.openInvoices.length} open invoices (${account.openInvoices.map((invoice) => invoice.lines.length).join(' and ')} lines), ${account.recentPayments.length} recent payments, balance $${(account.balanceCents / 100).toFixed(2)}`
  console.log(`The account read of ${FAMILY}: ${readShape}.`)

  await load(`${origin}/api/billing/account`, 3) // warm-up, not counted
  const beforeApp = await committed()
  const app = await load(`${origin}/api/billing/account`, DURATION)
  const appStatements = ((await committed()) - beforeApp) / app.requests
  memory.push({ at: 'after the reads', mib: residentMiB(appPid) })
  const bareResult = await load(`${bareOrigin}/api/billing/account`, DURATION)
  const ratio = app.rps / bareResult.rps
  // The floor, as bench:api measures it: a Next route handler doing nothing (the JSON 404 of an unknown /api
  // path; no Payload, no database) on the same server, so the table says what the framework alone costs now.
  await load(`${origin}/api/bench-floor`, 3, { notFound: true })
  const floor = await load(`${origin}/api/bench-floor`, DURATION, { notFound: true })
  const readLine = `GET /api/billing/account: ${app.rps} req/s, p50 ${app.p50} ms, p95 ${app.p95} ms, p99 ${app.p99} ms (${app.requests} answers, ~${appStatements.toFixed(1)} statements each); bare pg ${bareResult.rps} req/s, p50 ${bareResult.p50} ms, p95 ${bareResult.p95} ms, p99 ${bareResult.p99} ms; ratio ${ratio.toFixed(2)}`
  console.log(readLine)
  console.log(`Floor (a Next route doing nothing, 404 JSON): ${floor.rps} req/s, p50 ${floor.p50} ms, p95 ${floor.p95} ms, p99 ${floor.p99} ms`)
  console.log(`Server resident memory: ${memory.map((entry) => `${entry.mib} MiB ${entry.at}`).join(', ')}`)

  const counts = (
    await db.query(
      `select (select count(*) from children c join users u on u.id = c.parent_id where u.username like $1 || '%')::int as bench_children,
              (select count(*) from billing_plans)::int as billing_plans,
              (select count(*) from subsidy_authorizations)::int as subsidy_authorizations,
              (select count(*) from invoices)::int as invoices,
              (select count(*) from ledger_entries)::int as ledger_entries`,
      [FAMILY_PREFIX],
    )
  ).rows[0]
  const met = (ok: boolean) => (ok ? 'met' : 'not met')
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
  const section = [
    '## Billing (npm run bench:billing)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, 1-minute load average ${os.loadavg()[0]!.toFixed(1)} at the end. Data: ${JSON.stringify(counts)} (the large centre of \`npm run seed -- --children ${CHILDREN}\`: every child a plan at its room's age band's rate, one family in ten a Wake County authorization; src/seed/largeCentreBilling.ts). Production build.`,
    '',
    `- Billing run: \`POST /api/admin/billing/runs\` as the admin for ${fresh}, the first month no bench family had an invoice for (${expected} families to invoice), timed from the request to the answer; then the same month again. Target: under ${TARGETS.runSeconds} s.`,
    `- Account: \`GET /api/billing/account\` as the parent ${FAMILY} (subsidized; a year of invoices through the API, each paid at the desk but the last, and the run's invoice: ${readShape}), autocannon, ${CONNECTIONS} connections, ${DURATION} s after 3 s of warm-up. The bare server is node:http + pg (a pool of 10) doing the same read in the same run: the session row and the family's account row (family-accounts, which the server keeps with every ledger entry), turned into the same answer (checked equal to the app's). Statements per read: the database's committed transactions over the run (pg_stat_database; a read commits each statement on its own) over the answers. Target: p95 under ${TARGETS.accountP95} ms.`,
    '',
    '| measurement | wall s | invoices issued | already invoiced | target |',
    '|---|---|---|---|---|',
    `| billing run ${fresh} | ${first.seconds.toFixed(2)} | ${first.result.issued.length} | ${first.result.alreadyInvoiced} | < ${TARGETS.runSeconds} s: ${met(first.seconds < TARGETS.runSeconds)} |`,
    `| the same month again | ${again.seconds.toFixed(2)} | ${again.result.issued.length} | ${again.result.alreadyInvoiced} | 0 issued: ${met(again.result.issued.length === 0)} |`,
    '',
    '| endpoint | req/s | p50 ms | p95 ms | p99 ms | statements per read | bare req/s | bare p50 ms | bare p95 ms | bare p99 ms | ratio | target p95 < 30 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| GET /api/billing/account | ${app.rps} | ${app.p50} | ${app.p95} | ${app.p99} | ${appStatements.toFixed(1)} | ${bareResult.rps} | ${bareResult.p50} | ${bareResult.p95} | ${bareResult.p99} | ${ratio.toFixed(2)} | ${met(app.p95 < TARGETS.accountP95)} |`,
    `| floor: a Next route doing nothing (404) | ${floor.rps} | ${floor.p50} | ${floor.p95} | ${floor.p99} | 0 | ${bareResult.rps} | ${bareResult.p50} | ${bareResult.p95} | ${bareResult.p99} | ${(floor.rps / bareResult.rps).toFixed(2)} | ${met(floor.p95 < TARGETS.accountP95)} |`,
    '',
    `Server resident memory (the \`next start\` process and its children): ${memory.map((entry) => `${entry.mib} MiB ${entry.at}`).join(', ')}.`,
    '',
  ].join('\n')
  writeBenchmarkSection(section)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  bare.close()
  await db.end()
  await stopApp()
  await database.stop()
}
process.exit(exitCode)
