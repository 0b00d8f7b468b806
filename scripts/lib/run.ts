import { spawn } from 'node:child_process'

import { ROOT } from './database'

export type Env = Record<string, string | undefined>

/** Runs a command from the project root, inheriting stdio; resolves with its exit code. */
export function run(command: string, args: string[], env: Env = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Node's exit code for a top-level await that never settled (seen here, rarely, under heavy load). */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/**
 * Runs a command that must succeed. Our scripts are idempotent (the seed and migrations run in
 * transactions), so an exit 13 is retried, up to twice: it has come twice in a row on a loaded machine.
 */
export async function mustRun(command: string, args: string[], env: Env = {}): Promise<void> {
  let code = await run(command, args, env)
  for (let retry = 1; code === UNSETTLED_TOP_LEVEL_AWAIT && retry <= 2; retry++) {
    console.warn(`${command} ${args.join(' ')} exited with 13 (unsettled top-level await): running it again (${retry} of 2)`)
    code = await run(command, args, env)
  }
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`)
}

/** Runs a long-lived command until it exits or this process is asked to stop, then calls `cleanup`. */
export async function runUntilStopped(command: string, args: string[], env: Env, cleanup: () => Promise<void>) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    child.kill(signal)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 0)))
  await cleanup()
  process.exit(code)
}
