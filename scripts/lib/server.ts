import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import { NEXT_BIN, ROOT } from './database'
import type { Env } from './run'

/** Starts the production build (`next start`) for a benchmark and resolves once it answers. */
export async function startProductionServer(port: number, databaseUrl: string, env: Env = {}) {
  const origin = `http://localhost:${port}`
  // Next itself, not through npx: npx does not pass SIGTERM on, and the server outlived the benchmark.
  const app = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SERVER_URL: origin,
      PAYLOAD_DISABLE_JOBS: 'true',
      ...env,
    },
  })
  const stop = () => app.kill('SIGTERM')
  process.on('exit', stop)
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).status < 500) break
    } catch {
      // not up yet
    }
    if (attempt > 120) throw new Error(`${origin} did not come up`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { origin, stop }
}
