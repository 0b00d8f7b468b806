/**
 * Our TypeScript scripts (npm run seed, migrate, worker, start, the tests' helpers) run with
 * scripts/lib/run.ts's TS_NODE_ARGS. Loading the rich-text editor, as payload.config.ts does, must work
 * every time: with Node's default conditions, lexical's top-level awaits left the import unsettled in
 * most runs on Node 20 (exit 13, no output), and the seed, the migration test or the worker failed at random.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { getPriority, tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { ROOT } from '../../scripts/lib/database'
import { TS_NODE_ARGS, mustRunQuietly, tsCommand } from '../../scripts/lib/run'

const RUNS = 6

describe("our scripts' Node arguments", () => {
  it('load the rich-text editor (lexical) in every one of six processes started together', async () => {
    const load = "await import('@payloadcms/richtext-lexical'); console.log('LOADED')"
    const runs = await Promise.all(
      Array.from({ length: RUNS }, () =>
        promisify(execFile)(process.execPath, [...TS_NODE_ARGS, '--input-type=module', '-e', load], { cwd: ROOT }).then(
          ({ stdout }) => ({ code: 0, stdout }),
          (error: { code?: number; stdout?: string }) => ({ code: error.code, stdout: error.stdout ?? '' }),
        ),
      ),
    )
    expect(runs).toEqual(Array.from({ length: RUNS }, () => ({ code: 0, stdout: 'LOADED\n' })))
  }, 300_000) // Six Node processes loading the editor at once: seconds on a quiet machine, minutes on a loaded one.

  it('run a TypeScript file in one Node process with tsx loaded, not through tsx’s relaying command', () => {
    const [command, args] = tsCommand('scripts/worker.ts', '--once')
    expect(command).toBe(process.execPath)
    expect(args).toEqual([...TS_NODE_ARGS, 'scripts/worker.ts', '--once'])
    expect(TS_NODE_ARGS).toContain('--conditions=production')
  })
})

/**
 * npm test's checks run beside the end-to-end track (scripts/test.ts): their output is held and printed in
 * one piece when each ends, and they run at a lower priority, which the processes they start inherit.
 */
describe('a check run beside the end-to-end track (mustRunQuietly)', () => {
  afterEach(() => vi.restoreAllMocks())

  const printed = () => {
    const chunks: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      chunks.push(Buffer.from(chunk).toString())
      return true
    })
    return chunks
  }

  it('prints nothing while the command runs, then its stdout and stderr whole, in the order written', async () => {
    const marker = path.join(await mkdtemp(path.join(tmpdir(), 'quiet-')), 'written')
    const chunks = printed()
    // It writes two lines, says so through a file, and writes the third a moment later.
    const script = `console.log('one'); console.error('two'); require('fs').writeFileSync(${JSON.stringify(marker)}, ''); setTimeout(() => console.log('three'), 400)`
    const running = mustRunQuietly(process.execPath, ['-e', script])
    await vi.waitFor(() => expect(existsSync(marker)).toBe(true), { timeout: 10_000, interval: 10 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(chunks).toEqual([])
    await running
    vi.restoreAllMocks()
    expect(chunks).toEqual(['one\ntwo\nthree\n'])
  })

  it('fails with the command and its exit code, after printing what it said', async () => {
    const chunks = printed()
    await expect(mustRunQuietly(process.execPath, ['-e', "console.log('why it failed'); process.exit(3)"])).rejects.toThrow(/exited with 3/)
    vi.restoreAllMocks()
    expect(chunks.join('')).toBe('why it failed\n')
  })

  it('yielding, the command and what it starts run 10 nicer than ours', async () => {
    const own = getPriority()
    const chunks = printed()
    // The command starts a child of its own, which reports its priority.
    const child = "require('child_process').execFileSync(process.execPath, ['-e', 'console.log(require(`os`).getPriority())'], { stdio: 'inherit' })"
    await mustRunQuietly(process.execPath, ['-e', child], {}, { yieldTo: true })
    await mustRunQuietly(process.execPath, ['-e', child])
    vi.restoreAllMocks()
    expect(chunks.join('').trim().split('\n').map(Number)).toEqual([Math.min(19, own + 10), own])
  })
})
