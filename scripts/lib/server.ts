import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import { NEXT_BIN, ROOT } from './database'
import { heapLimitArgs } from './heapLimit'
import type { Env } from './run'

/**
 * Starts the production build (`next start`) for a benchmark or a test and resolves once it answers.
 * `dir`: another project folder to serve (a copy of the build with a data cache of its own), default
 * this one. `stop()` resolves once the server has exited.
 */
export async function startProductionServer(port: number, databaseUrl: string, env: Env = {}, { dir = ROOT }: { dir?: string } = {}) {
  const origin = `http://localhost:${port}`
  // Next itself, not through npx: npx does not pass SIGTERM on, and the server outlived the benchmark.
  // With the heap limit an operator's server has (HEAP_LIMIT_MB in `env` or the environment: ./heapLimit.ts).
  const app = spawn(process.execPath, [...heapLimitArgs({ ...process.env, ...env }, 'server'), NEXT_BIN, 'start', dir, '--port', String(port)], {
    cwd: dir,
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
  const exited = new Promise<void>((resolve) => app.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))
  const stop = async () => {
    if (running) app.kill('SIGTERM')
    await exited
  }
  process.on('exit', () => app.kill('SIGTERM'))
  for (let attempt = 0; ; attempt++) {
    if (!running) throw new Error(`${origin}: next start exited before it answered`)
    try {
      if ((await fetch(`${origin}/robots.txt`)).status < 500) break
    } catch {
      // not up yet
    }
    if (attempt > 120) {
      await stop()
      throw new Error(`${origin} did not come up`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { origin, stop, pid: app.pid! }
}
