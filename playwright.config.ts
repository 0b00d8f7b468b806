import { defineConfig, devices } from '@playwright/test'

import { SECURE_ADMIN_PASSWORD } from './tests/e2e/helpers/accounts'
import { BROWSER_ARGS, E2E_BROWSER } from './tests/e2e/helpers/browsers'
import { type Lane, lanesOf } from './tests/e2e/lanes'

const PORT = Number(process.env.E2E_PORT ?? 3200)
// E2E_BASE_URL: test a server that is already running (a `next dev` while working on a screen).
const externalServer = process.env.E2E_BASE_URL

/**
 * The lanes (tests/e2e/lanes.ts): one server each, on a database, uploads folder and copy of the build of
 * its own, prepared by scripts/test.ts (`E2E_LANE_SERVERS`, JSON: lane 1 first). Without it (a single
 * server, as before): one lane on `E2E_DATABASE_URL`, from this folder.
 */
type LaneServer = { databaseUrl: string; mediaDir?: string; dir?: string }
const laneServers: LaneServer[] = externalServer
  ? [{ databaseUrl: '' }]
  : process.env.E2E_LANE_SERVERS
    ? (JSON.parse(process.env.E2E_LANE_SERVERS) as LaneServer[])
    : [{ databaseUrl: process.env.E2E_DATABASE_URL ?? '' }]
const lanes: Lane[] = lanesOf(laneServers.length)
/** Lane n's server listens on E2E_PORT + 100 × (n − 1); lane 1's specs use the ports after E2E_PORT for servers of their own. */
const portOf = (lane: Lane) => PORT + 100 * (lane.index - 1)
const baseUrlOf = (lane: Lane) => externalServer ?? `http://localhost:${portOf(lane)}`

/** End-to-end tests in Debian's Chromium against the production build (`next start`). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  // One worker per lane, each lane's specs one after another on its own server.
  workers: lanes.length,
  // One retry on CI only. A browser that stalls once on a loaded 2-core runner (a renderer that stopped
  // painting for a minute before a plain checkbox click: once, in site.e2e, in three full runs) must
  // not throw away a run; a real break fails both tries, and the report lists every retried test as flaky.
  retries: process.env.CI ? 1 : 0,
  // A test's and an assertion's time limits are room to finish, not a measure of speed (the benchmarks
  // measure speed): CI's 2-core runner, with two lanes of servers and browsers, ran the same tests up to
  // 2.5 times slower than a quiet machine, so it gets the room a quiet machine needs, tripled for the test.
  timeout: process.env.CI ? 180_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    // Recording a trace of every test cost the 2-core machine 163 s of the tier's 907 (a fresh clone's run:
    // 744 s without). On CI a failure is retried once, and that retry is traced; a local run, which does
    // not retry, keeps the trace of a test that failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Debian's chromium-headless-shell where installed, else the full Chromium (tests/e2e/helpers/browsers.ts).
    launchOptions: { executablePath: E2E_BROWSER, args: BROWSER_ARGS },
  },
  projects: lanes.map((lane) => ({
    name: lanes.length === 1 ? 'chromium' : `chromium-lane-${lane.index}`,
    testMatch: lane.specs.map((spec) => `**/${spec}`),
    workers: 1,
    // A visitor who prefers reduced motion: the home page's hero video stays on its poster and transitions
    // end at once, which spares a 2-core runner a software-decoded video on every visit to the home page.
    // The tests of the moving hero and of the motion preference itself ask for what they need (site.e2e).
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: baseUrlOf(lane), reducedMotion: 'reduce' },
  })),
  webServer: externalServer
    ? undefined
    : lanes.map((lane) => {
        const server = laneServers[lane.index - 1]!
        return {
          command: `npx next start --port ${portOf(lane)}`,
          cwd: server.dir,
          url: `${baseUrlOf(lane)}/`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: {
            NODE_ENV: 'production',
            DATABASE_URL: server.databaseUrl,
            ...(server.mediaDir ? { MEDIA_DIR: server.mediaDir } : {}),
            PAYLOAD_SECRET: process.env.E2E_PAYLOAD_SECRET ?? 'e2e-secret',
            SERVER_URL: baseUrlOf(lane),
            PORT: String(portOf(lane)),
            PAYLOAD_DISABLE_JOBS: 'true',
            // The limits themselves are tested in tests/int; browser tests log in and submit often.
            RATE_LIMIT_LOGIN: '0',
            RATE_LIMIT_FORMS: '0',
            // Production has no default for the /secure-admin gate; the seed gave its account this one.
            SECURE_ADMIN_PASSWORD,
          },
        }
      }),
})
