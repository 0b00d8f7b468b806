/**
 * Our TypeScript scripts (npm run seed, migrate, worker, start, the tests' helpers) run with
 * scripts/lib/run.ts's TS_NODE_ARGS. Loading the rich-text editor, as payload.config.ts does, must work
 * every time: with Node's default conditions, lexical's top-level awaits left the import unsettled in
 * most runs on Node 20 (exit 13, no output), and the seed, the migration test or the worker failed at random.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { ROOT } from '../../scripts/lib/database'
import { TS_NODE_ARGS, tsCommand } from '../../scripts/lib/run'

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
