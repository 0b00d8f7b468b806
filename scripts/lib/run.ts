import { spawn } from 'node:child_process'
import { constants, getPriority, setPriority } from 'node:os'

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

/**
 * How a TypeScript file of ours runs outside Next and vitest (npm run seed, migrate, worker, start, the
 * benchmarks, the tests' helpers): one Node process with tsx's loader, and lexical's production build.
 *
 * Without `--conditions=production`, Node resolves `lexical` and each `@lexical/*` package (imported by
 * the rich-text editor that payload.config.ts loads) to their `.node.mjs` entries, each a top-level
 * `await import()` of the dev or prod file. On Node 20 that graph of awaits sometimes never settles:
 * the process exits 13 ("unsettled top-level await") with no output, or hangs when it holds other handles
 * (the embedded PostgreSQL). Measured: `import('@payloadcms/richtext-lexical')` exited 13 in 3 of 5 bare
 * runs and 38 of 48 under load; with the condition, 0 of 48. The condition names the built files directly.
 * tsx's own command is not used either: it relays SIGTERM to a child and kills it outright when the child
 * has not answered within ~60 ms, which a busy machine exceeds.
 */
export const TS_NODE_ARGS = ['--conditions=production', '--import', 'tsx']

/** The command and arguments that run one of our TypeScript files (see TS_NODE_ARGS). */
export function tsCommand(file: string, ...args: string[]): [string, string[]] {
  return [process.execPath, [...TS_NODE_ARGS, file, ...args]]
}

/** Runs a command that must succeed. */
export async function mustRun(command: string, args: string[], env: Env = {}): Promise<void> {
  const code = await run(command, args, env)
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`)
}

/**
 * Runs a command that must succeed, holding its output (stdout and stderr, in the order written) until it
 * exits, then printing it whole: for a command that runs beside another whose output streams (npm test's
 * two tracks), so a reader sees each one's report in one piece. `yieldTo`: it runs at a lower priority
 * (10 nicer than ours, as `nice -n 10` would; inherited by the processes it starts), taking the cores only
 * when the other side leaves them idle.
 */
export async function mustRunQuietly(command: string, args: string[], env: Env = {}, { yieldTo = false } = {}): Promise<void> {
  const output: Buffer[] = []
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    if (yieldTo && child.pid) {
      try {
        setPriority(child.pid, Math.min(19, getPriority() + 10))
      } catch {
        // A system that does not let us lower a priority runs it at the usual one.
      }
    }
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  })
  process.stdout.write(Buffer.concat(output))
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
