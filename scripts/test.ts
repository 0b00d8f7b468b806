/**
 * npm test: every check and test, as CI runs them, in tiers (docs/architecture.md, "Tests"), on two tracks
 * side by side:
 *   checks: lint (first the route files' check, npm run api:routes:check) and types (side by side) → unit
 *           tests (no database) → integration tests (real PostgreSQL, files in parallel, one database per worker)
 *   end to end: production build → the lanes' databases → end-to-end tests (Chromium, one lane per worker,
 *           each lane a server, database and uploads of its own)
 * The end-to-end track is the longer and leaves a third of the cores idle (its tests wait on pages and
 * servers): the checks fill that time at a lower priority, so the end-to-end track keeps its pace. Its
 * output streams as it comes; each check's output is printed whole when that check ends, so the two
 * never interleave. `TEST_TRACKS=serial` runs the tracks one after the other.
 * PostgreSQL: DATABASE_URL's server when set (each tier makes its own fresh databases), otherwise the
 * embedded PostgreSQL, started here for the whole run. Each step prints how long it took.
 * `TEST_TIERS` runs some tiers only (comma-separated: lint, types, unit, int, e2e; e2e includes the build).
 */
import { existsSync, rmSync } from 'node:fs'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'

import { ROOT, cloneDatabase, createDatabaseIfMissing, dropDatabase, startEmbeddedPostgres, withDatabase } from './lib/database'
import { mustRun, mustRunQuietly, tsCommand } from './lib/run'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Debian's headless build of Chromium, which the end-to-end tests drive (tests/e2e/helpers/browsers.ts); the full one runs Lighthouse and the lazy-loading test. */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
/** Debian's nginx runs deploy/nginx.conf in tests/e2e/cluster.nginx.e2e.spec.ts. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** openssl makes the certificates of tests/int/mail-tls.int.spec.ts (a CA of its own, a mail server's). */
const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl'
/**
 * End-to-end lanes side by side (tests/e2e/lanes.ts): one per two cores, at most 4. A lane's browser and
 * server keep about two cores busy: on the 2-core machine one lane ran the tier in 889 s and two lanes in
 * 1,065 to 1,152 s, each test about 2.4 times slower beside a second lane (27 Nov).
 */
const TIER_NAMES = ['lint', 'types', 'unit', 'int', 'e2e'] as const
const TIERS = new Set((process.env.TEST_TIERS ?? TIER_NAMES.join(',')).split(',').map((tier) => tier.trim()).filter(Boolean))
const unknownTiers = [...TIERS].filter((tier) => !(TIER_NAMES as readonly string[]).includes(tier))
if (unknownTiers.length) {
  console.error(`TEST_TIERS: unknown ${unknownTiers.join(', ')} (use ${TIER_NAMES.join(', ')})`)
  process.exit(2)
}
/** `TEST_TRACKS=serial`: the checks, then the end-to-end track (a machine short of memory, or a slow test to read alone). */
const SERIAL = process.env.TEST_TRACKS === 'serial'
const E2E_LANES = Number(process.env.E2E_LANES) > 0 ? Number(process.env.E2E_LANES) : Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)))

/** A Debian package the tests run: installed when missing and run as root, else a clear error. */
async function ensureDebianPackage(pkg: string, binary: string, variable: string) {
  if (existsSync(binary)) return
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian’s ${pkg} for the tests…`)
    await mustRun('apt-get', ['update', '-qq'])
    await mustRun('apt-get', ['install', '-y', '-qq', pkg], { DEBIAN_FRONTEND: 'noninteractive' })
    return
  }
  throw new Error(`${pkg} is needed at ${binary} for the tests: sudo apt-get install -y ${pkg} (or set ${variable}).`)
}

const timings: [string, number][] = []
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

async function step(title: string, work: () => Promise<unknown>) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  try {
    await work()
  } finally {
    timings.push([title, Date.now() - started])
    console.log(`◀ ${title}: ${seconds(Date.now() - started)}`)
  }
}

const command = (name: string, args: string[], env: Record<string, string | undefined> = {}) => () => mustRun(name, args, env)
/**
 * A check's command (see the top): unless the tracks run one after the other, its output is printed whole
 * when it ends, and it yields the cores to the end-to-end track, the longer one, which sets the run's length.
 */
const check = (name: string, args: string[], env: Record<string, string | undefined> = {}) => () =>
  SERIAL ? mustRun(name, args, env) : mustRunQuietly(name, args, env, { yieldTo: TIERS.has('e2e') })

/**
 * A copy of the production build for lane n's server: the build without Next's data cache (each server
 * keeps pages read from its own database), everything else linked, and a copy of the seeded uploads.
 */
async function laneFolder(lane: number): Promise<{ dir: string; mediaDir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), `centre-e2e-lane${lane}-`))
  await cp(path.join(ROOT, '.next'), path.join(dir, '.next'), { recursive: true, filter: (source) => !source.startsWith(path.join(ROOT, '.next', 'cache')) })
  for (const entry of ['node_modules', 'public', 'package.json', 'next.config.mjs']) await symlink(path.join(ROOT, entry), path.join(dir, entry))
  const mediaDir = path.join(dir, 'media')
  if (existsSync(path.join(ROOT, 'media'))) await cp(path.join(ROOT, 'media'), mediaDir, { recursive: true })
  return { dir, mediaDir }
}


/** The production build, the lanes' databases and folders, then Playwright (tests/e2e/lanes.ts). */
async function endToEnd() {
  await ensureDebianPackage('chromium', CHROMIUM, 'CHROMIUM_PATH')
  // The headless shell only speeds the tests up: without it (and not root to install it), the full Chromium runs them.
  if (!existsSync(HEADLESS_SHELL) && process.getuid?.() !== 0) console.log(`No chromium-headless-shell at ${HEADLESS_SHELL}: the end-to-end tests run in ${CHROMIUM} (sudo apt-get install -y chromium-headless-shell: about 1.4 times faster).`)
  else await ensureDebianPackage('chromium-headless-shell', HEADLESS_SHELL, 'CHROMIUM_HEADLESS_SHELL_PATH')
  await ensureDebianPackage('nginx', NGINX, 'NGINX_PATH')
  // A clean build: Next's data cache (.next/cache) outlives a rebuild and would serve pages read from
  // an earlier database to this run's fresh one.
  rmSync('.next', { recursive: true, force: true })
  // The types tier, when it runs, checks what `next build` would check again (next.config.mjs): side by side
  // with the build, a type error fails the run all the same.
  await step('Production build', command('npx', ['next', 'build'], TIERS.has('types') ? { TYPES_CHECKED: '1' } : {}))
  const laneServers: { databaseUrl: string; mediaDir?: string; dir?: string }[] = []
  await step(`End-to-end databases (migrate + seed once, ${E2E_LANES} copies) and lanes`, async () => {
    await createDatabaseIfMissing(serverUrl, e2eTemplate)
    await mustRun(...tsCommand('scripts/seed.ts'), { DATABASE_URL: withDatabase(serverUrl, e2eTemplate) })
    for (const [index, database] of e2eDatabases.entries()) {
      await cloneDatabase(serverUrl, e2eTemplate, database)
      const databaseUrl = withDatabase(serverUrl, database)
      // Lane 1 serves from this folder (its uploads in ./media, where the seed put them); the others from copies.
      if (index === 0) {
        laneServers.push({ databaseUrl })
        continue
      }
      const { dir, mediaDir } = await laneFolder(index + 1)
      laneFolders.push(dir)
      laneServers.push({ databaseUrl, mediaDir, dir })
    }
  })
  await step(`End-to-end tests (Playwright, Chromium, ${E2E_LANES} lanes)`, command('npx', ['playwright', 'test'], {
    E2E_DATABASE_URL: laneServers[0]!.databaseUrl,
    E2E_LANE_SERVERS: JSON.stringify(laneServers),
    E2E_PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    CHROMIUM_PATH: CHROMIUM,
    CHROMIUM_HEADLESS_SHELL_PATH: HEADLESS_SHELL,
    NGINX_PATH: NGINX,
  }))
}

let stopEmbedded = async () => undefined as void
let serverUrl: string
if (process.env.DATABASE_URL) {
  serverUrl = withDatabase(process.env.DATABASE_URL, 'postgres')
} else {
  const embedded = await startEmbeddedPostgres()
  serverUrl = embedded.url('postgres')
  stopEmbedded = embedded.stop
}
const stamp = Date.now()
const e2eTemplate = `centre_e2e_${stamp}`
const e2eDatabases = Array.from({ length: E2E_LANES }, (_, lane) => `${e2eTemplate}_lane${lane + 1}`)
const laneFolders: string[] = []
let failed = false
const startedAt = Date.now()
/** Commands one after the other, stopping at the first that fails. */
const sequence = (...works: (() => Promise<unknown>)[]) => async () => {
  for (const work of works) await work()
}
/** Lint and types side by side (each keeps one core busy for about half a minute), unit, integration. */
async function checks() {
  const both = [
    // The lint tier also holds every file written from the declarations to them, first (npm run registry:check, one
    // process): src/app/api's route files, the features' page files, the catalogues of src/i18n/messages.
    ...(TIERS.has('lint') ? [['Lint', sequence(check(...tsCommand('scripts/registry.ts', '--check')), check('npx', ['eslint', '.', '--max-warnings', '0']))] as const] : []),
    ...(TIERS.has('types') ? [['Type check', check('npx', ['tsc', '--noEmit'])] as const] : []),
  ]
  if (both.length) {
    await step(both.map(([title]) => title).join(' and '), async () => {
      const results = await Promise.allSettled(both.map(([, work]) => work()))
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []))
      if (failures.length) throw new Error(failures.join('; '))
    })
  }
  // No database for the unit tier: a unit test that reached for one would fail here.
  if (TIERS.has('unit')) await step('Unit tests (vitest, no database)', check('npx', ['vitest', 'run', '--project', 'unit'], { DATABASE_URL: '' }))
  if (TIERS.has('int')) {
    await ensureDebianPackage('openssl', OPENSSL, 'OPENSSL_PATH')
    // Beside the end-to-end track, at its lower priority, a busy 2-core host stretched this tier threefold and
    // some of its processes (a whole seed) sixfold: its limits against a hang grow to match (tests/int/patience.ts).
    const timeScale = process.env.INT_TIME_SCALE ?? (SERIAL || !TIERS.has('e2e') ? '1' : '4')
    await step(
      'Integration tests (vitest, PostgreSQL, files in parallel)',
      check('npx', ['vitest', 'run', '--project', 'int'], { DATABASE_URL: serverUrl, OPENSSL_PATH: OPENSSL, INT_TIME_SCALE: timeScale }),
    )
  }
}

const tracks = [checks, ...(TIERS.has('e2e') ? [endToEnd] : [])]
const failures: string[] = []
try {
  if (SERIAL) {
    for (const track of tracks) await track()
  } else {
    const results = await Promise.allSettled(tracks.map((track) => track()))
    for (const result of results) if (result.status === 'rejected') failures.push((result.reason as Error).message)
    if (failures.length) throw new Error(failures.join('\n✖ '))
  }
} catch (error) {
  failed = true
  console.error(`\n✖ ${(error as Error).message}`)
} finally {
  for (const database of [...e2eDatabases, e2eTemplate]) await dropDatabase(serverUrl, database).catch(() => undefined)
  for (const dir of laneFolders) await rm(dir, { recursive: true, force: true }).catch(() => undefined)
  await stopEmbedded()
}
console.log('\nTimes:')
for (const [title, ms] of timings) console.log(`  ${seconds(ms).padStart(6)}  ${title}`)
console.log(`  ${seconds(Date.now() - startedAt).padStart(6)}  in all`)
console.log(failed ? '\nnpm test: FAILED' : '\nnpm test: all checks passed')
process.exit(failed ? 1 : 0)
