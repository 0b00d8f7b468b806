/**
 * npm test: every check and test, as CI runs them.
 *   lint → types → vitest (unit + integration, real PostgreSQL) → production build → Playwright (Chromium)
 * PostgreSQL: DATABASE_URL's server when set (each suite makes its own fresh database), otherwise
 * the embedded PostgreSQL, started here for the whole run.
 */
import { existsSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { createDatabaseIfMissing, dropDatabase, startEmbeddedPostgres, withDatabase } from './lib/database'
import { mustRun } from './lib/run'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Debian's nginx runs deploy/nginx.conf in tests/e2e/cluster.nginx.e2e.spec.ts. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** openssl makes the certificates of tests/int/mail-tls.int.spec.ts (a CA of its own, a mail server's). */
const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl'

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

const step = async (title: string, command: string, args: string[], env: Record<string, string | undefined> = {}) => {
  console.log(`\n▶ ${title}`)
  await mustRun(command, args, env)
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
const e2eDatabase = `centre_e2e_${Date.now()}`
let failed = false
try {
  await step('Lint', 'npx', ['eslint', '.', '--max-warnings', '0'])
  await step('Type check', 'npx', ['tsc', '--noEmit'])
  await ensureDebianPackage('openssl', OPENSSL, 'OPENSSL_PATH')
  await step('Unit and integration tests (vitest)', 'npx', ['vitest', 'run'], { DATABASE_URL: serverUrl, OPENSSL_PATH: OPENSSL })

  await ensureDebianPackage('chromium', CHROMIUM, 'CHROMIUM_PATH')
  await ensureDebianPackage('nginx', NGINX, 'NGINX_PATH')
  await createDatabaseIfMissing(serverUrl, e2eDatabase)
  const e2eUrl = withDatabase(serverUrl, e2eDatabase)
  // A clean build: Next's data cache (.next/cache) outlives a rebuild and would serve pages read from
  // an earlier database to this run's fresh one.
  rmSync('.next', { recursive: true, force: true })
  await step('Production build', 'npx', ['next', 'build'])
  await step('End-to-end database (migrate + seed)', 'npx', ['tsx', 'scripts/seed.ts'], { DATABASE_URL: e2eUrl })
  await step('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    E2E_DATABASE_URL: e2eUrl,
    E2E_PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    CHROMIUM_PATH: CHROMIUM,
    NGINX_PATH: NGINX,
  })
} catch (error) {
  failed = true
  console.error(`\n✖ ${(error as Error).message}`)
} finally {
  await dropDatabase(serverUrl, e2eDatabase).catch(() => undefined)
  await stopEmbedded()
}
console.log(failed ? '\nnpm test: FAILED' : '\nnpm test: all checks passed')
process.exit(failed ? 1 : 0)
