/**
 * npm run bench:pages — for each public page: Lighthouse 12 (mobile) scores and the JavaScript it loads
 * (gzipped, as transferred), with how much of it is ours: what it loads beyond a bare Next app's page, the
 * framework's floor (./lib/frameworkFloor.ts); for the home page: throughput and p95 under autocannon next
 * to a bare Node server sending the same HTML. Prints the figures and writes them to BENCHMARKS.md. Measures; never fails
 * on a timing. Needs the production build (`npm run build`); seeds the demo data when the database is new.
 */
import http from 'node:http'
import os from 'node:os'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { writeBenchmarkSection } from './lib/benchmarksFile'
import { resolveAppDatabase } from './lib/database'
import { mustRun, tsCommand } from './lib/run'
import { startFrameworkFloor } from './lib/frameworkFloor'
import { residentMiB } from './lib/processMemory'
import { startProductionServer } from './lib/server'

const PORT = 3350
const BARE_PORT = 3351
const FLOOR_PORT = 3352
const origin = `http://localhost:${PORT}`
/** The public pages, in English and in Spanish. */
const PAGES = ['/', '/services', '/staff', '/apply', '/contact', '/es', '/es/services', '/es/staff', '/es/apply', '/es/contact']
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const database = await resolveAppDatabase()
await mustRun(...tsCommand('scripts/seed-if-empty.ts'), { DATABASE_URL: database.url })

const { stop: stopApp, pid: appPid } = await startProductionServer(PORT, database.url)
// Resident memory of the server (and its processes) before the runs and after them.
const residentBefore = residentMiB(appPid)
console.log(`Server resident memory before the runs: ${residentBefore} MiB`)
for (const page of PAGES) await fetch(`${origin}${page}`) // first visit renders and caches

type PageFigures = {
  page: string
  performance: number
  performanceRange: string
  accessibility: number
  bestPractices: number
  seo: number
  jsKb: number
  /** JavaScript beyond the framework floor's page: ours. */
  oursKb: number
  /** Runs that scored 100 for performance. */
  perfect: number
}
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
/** Lighthouse's performance score moves by a few points between runs on a small machine: each page is
 * measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const figures: PageFigures[] = []
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})

/** One Lighthouse run. A run it could not finish (its runtimeError, e.g. the first page after Chrome
 * starts) has no scores: it is reported and run again, at most twice. */
async function audit(page: string, at = origin): Promise<Report> {
  let lhr!: Report
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(`${at}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    lhr = result!.lhr
    if (!lhr.runtimeError) break
    console.log(`${page}: Lighthouse could not finish (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); running it again`)
  }
  return lhr
}

const scoreOf = (lhr: Report, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
/**
 * The JavaScript a run loaded: every script it requested, as the server sends it gzipped. The bodies only:
 * Lighthouse's transfer sizes also count each response's headers, about 1.2 kB a script here (the security
 * headers), which a browser on HTTP/2 (behind the proxy of docs/operations.md) sends compressed once.
 */
const gzippedBytes = new Map<string, Promise<number>>()
const gzippedSize = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
        response.on('error', reject)
      })
      .on('error', reject)
  })
async function jsKbOf(lhr: Report): Promise<number> {
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; url?: string }[] } | undefined)?.items ?? []
  const scripts = [...new Set(requests.filter((item) => item.resourceType === 'Script' && item.url?.startsWith('http')).map((item) => item.url!))]
  let bytes = 0
  for (const url of scripts) {
    if (!gzippedBytes.has(url)) gzippedBytes.set(url, gzippedSize(url))
    bytes += await gzippedBytes.get(url)!
  }
  return Math.round(bytes / 102.4) / 10
}
/** The framework's floor: the page of a bare Next app, measured as ours are. */
let floor = { jsKb: NaN, performance: NaN }

try {
  const bareApp = await startFrameworkFloor(FLOOR_PORT)
  try {
    const runs: Report[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await audit('/', bareApp.origin))
    runs.sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'))
    const median = runs[Math.floor((runs.length - 1) / 2)]!
    floor = { jsKb: await jsKbOf(median), performance: scoreOf(median, 'performance') }
    console.log(`The framework's floor (a bare Next app's page): performance ${floor.performance}; JS ${floor.jsKb} kB gzipped`)
  } finally {
    await bareApp.stop()
  }
  for (const page of PAGES) {
    const runs: Report[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await audit(page))
    runs.sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'))
    const lhr = runs[Math.floor((runs.length - 1) / 2)]!
    const jsKb = await jsKbOf(lhr)
    const lowest = scoreOf(runs[0]!, 'performance')
    const highest = scoreOf(runs.at(-1)!, 'performance')
    const row = {
      page,
      performance: scoreOf(lhr, 'performance'),
      performanceRange: lowest === highest ? String(lowest) : `${lowest}–${highest}`,
      accessibility: scoreOf(lhr, 'accessibility'),
      bestPractices: scoreOf(lhr, 'best-practices'),
      seo: scoreOf(lhr, 'seo'),
      jsKb,
      oursKb: Math.round((jsKb - floor.jsKb) * 10) / 10,
      perfect: runs.filter((run) => scoreOf(run, 'performance') === 100).length,
    }
    figures.push(row)
    console.log(
      `${page}: performance ${row.performance} (runs: ${row.performanceRange}; 100 in ${row.perfect} of ${RUNS}), accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; JS ${row.jsKb} kB gzipped, ours ${row.oursKb} kB over the framework's ${floor.jsKb}`,
    )
  }
} finally {
  await chrome.kill()
}

// Throughput of the home page, and of a bare server sending the same bytes.
const home = await fetch(`${origin}/`)
const html = await home.text()
const bare = http.createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
})
await new Promise<void>((resolve) => bare.listen(BARE_PORT, resolve))

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
async function load(url: string) {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 15) }, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  return { rps: Math.round(result.requests.average), p95: Math.round(percentile(latencies, 95) * 10) / 10, non2xx: result.non2xx }
}
const ours = await load(`${origin}/`)
const theirs = await load(`http://localhost:${BARE_PORT}/`)
bare.close()
const ratio = ours.rps / theirs.rps
console.log(`GET /: ${ours.rps} req/s, p95 ${ours.p95} ms (non-2xx ${ours.non2xx}); bare server ${theirs.rps} req/s, p95 ${theirs.p95} ms; ratio ${ratio.toFixed(2)}`)

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const section = [
  '## Public pages (npm run bench:pages)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, production build, Lighthouse 12 mobile defaults in Debian's Chromium, ${RUNS} run(s) per page: the run with the median performance score is shown, with the range of all runs and how many scored 100. "Ours" is what a page loads beyond the framework's floor: the page of a bare Next app of the same versions (scripts/lib/frameworkFloor.ts), ${floor.jsKb} kB of JavaScript, performance ${floor.performance}. Targets: ours at most 20 kB; performance at least 98 (median) and 100 in at least half the runs; accessibility, best practices and SEO 100.`,
  '',
  '| page | performance (median) | performance (all runs) | runs at 100 | accessibility | best practices | SEO | JS kB (gzipped) | ours kB |',
  '|---|---|---|---|---|---|---|---|---|',
  ...figures.map(
    (row) =>
      `| ${row.page} | ${row.performance} | ${row.performanceRange} | ${row.perfect} of ${RUNS} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.jsKb} | ${row.oursKb} |`,
  ),
  '',
  `Home page under autocannon (10 connections): ${ours.rps} req/s, p95 ${ours.p95} ms; a bare node:http server sending the same HTML: ${theirs.rps} req/s, p95 ${theirs.p95} ms; ratio ${ratio.toFixed(2)}.`,
  '',
].join('\n')
writeBenchmarkSection(section)
console.log(`Server resident memory after the runs: ${residentMiB(appPid)} MiB (before: ${residentBefore} MiB)`)
await stopApp()
await database.stop()
process.exit(0)
