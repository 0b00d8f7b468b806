import { spawn } from 'node:child_process'
import { constants } from 'node:os'

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

/**
 * Runs a long-lived command until it exits or this process is asked to stop (SIGTERM, SIGINT: passed on
 * to it), then calls `cleanup` and exits. Asked to stop, `next start` finishes the requests it has and
 * exits 128 + the signal's number (143 for SIGTERM): that is a clean stop, and this process exits 0.
 */
export async function runUntilStopped(command: string, args: string[], env: Env, cleanup: () => Promise<void>) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  let stopping: NodeJS.Signals | undefined
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = signal
    child.kill(signal)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])))
  await cleanup()
  const stoppedAsAsked = stopping !== undefined && (signal !== null || code === 0 || code === 128 + constants.signals[stopping])
  process.exit(stoppedAsAsked ? 0 : (code ?? 1))
}
