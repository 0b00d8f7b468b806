import { defineConfig, devices } from '@playwright/test'

import { SECURE_ADMIN_PASSWORD } from './tests/e2e/helpers/accounts'

const PORT = Number(process.env.E2E_PORT ?? 3200)
// E2E_BASE_URL: test a server that is already running (a `next dev` while working on a screen).
const externalServer = process.env.E2E_BASE_URL
const baseURL = externalServer ?? `http://localhost:${PORT}`

/** End-to-end tests in Debian's Chromium against the production build (`next start`). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI only. A browser that stalls once on a loaded 2-core runner (a renderer that stopped
  // painting for a minute before a plain checkbox click: once, in site.e2e, in three full runs) must
  // not throw away a run; a real break fails both tries, and the report lists every retried test as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: externalServer
    ? undefined
    : {
        command: `npx next start --port ${PORT}`,
        url: `${baseURL}/`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
          PAYLOAD_SECRET: process.env.E2E_PAYLOAD_SECRET ?? 'e2e-secret',
          SERVER_URL: baseURL,
          PORT: String(PORT),
          PAYLOAD_DISABLE_JOBS: 'true',
          // The limits themselves are tested in tests/int; browser tests log in and submit often.
          RATE_LIMIT_LOGIN: '0',
          RATE_LIMIT_FORMS: '0',
          // Production has no default for the /secure-admin gate; the seed gave its account this one.
          SECURE_ADMIN_PASSWORD,
        },
      },
})
