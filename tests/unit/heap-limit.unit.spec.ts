/**
 * The heap limit every process of the app starts with (scripts/lib/heapLimit.ts, docs/operations.md
 * "Memory"): the web server 384 MB (HEAP_LIMIT_MB), the job worker 256 MB (WORKER_HEAP_LIMIT_MB), 0 for
 * V8's own sizing, an operator's --max-old-space-size in NODE_OPTIONS kept. Proved on the real launch
 * lines: package.json's `worker` script and the Dockerfile's CMD run through a shell with node asked for
 * its heap limit instead of the app, as V8 sees it.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { ROOT } from '../../scripts/lib/database'
import { heapLimitArgs, heapLimitMb } from '../../scripts/lib/heapLimit'

const MB = 1024 * 1024
const PRINT_LIMIT = "-e \"console.log(require('v8').getHeapStatistics().heap_size_limit)\""

/** The heap limit (MB, V8's figure: the old space plus the young one) node gets from a shell line, with `env`. */
async function limitOf(line: string, env: Record<string, string> = {}): Promise<number> {
  const { stdout } = await promisify(execFile)('sh', ['-c', line], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '', HEAP_LIMIT_MB: '', WORKER_HEAP_LIMIT_MB: '', ...env } })
  return Number(stdout.trim()) / MB
}

/** A launch line with the app replaced by the heap question: `node <flags> <app…>` → `node <flags> -e …`. */
const asking = (line: string) => line.replace(/^exec /, '').replace(/^node /, `${process.execPath} `).replace(/ (--conditions=production --import tsx )?(scripts\/worker\.ts|node_modules\/next\/dist\/bin\/next start --port 3000)$/, ` ${PRINT_LIMIT}`)

describe('the heap limit', () => {
  it('defaults to 384 MB for the server and 256 MB for the worker; a number in MB sets it; 0 leaves V8’s own', () => {
    expect(heapLimitMb({}, 'server')).toBe(384)
    expect(heapLimitMb({}, 'worker')).toBe(256)
    expect(heapLimitMb({ HEAP_LIMIT_MB: '512' }, 'server')).toBe(512)
    expect(heapLimitMb({ WORKER_HEAP_LIMIT_MB: '192' }, 'worker')).toBe(192)
    expect(heapLimitMb({ HEAP_LIMIT_MB: '0' }, 'server')).toBeNull()
    expect(heapLimitArgs({}, 'server')).toEqual(['--max-old-space-size=384'])
    expect(heapLimitArgs({ HEAP_LIMIT_MB: '0' }, 'server')).toEqual([])
  })

  it('keeps an operator’s own --max-old-space-size in NODE_OPTIONS, and refuses a value that is no whole number, naming the variable', () => {
    expect(heapLimitArgs({ NODE_OPTIONS: '--max-old-space-size=1024' }, 'server')).toEqual([])
    expect(() => heapLimitMb({ HEAP_LIMIT_MB: '384m' }, 'server')).toThrow(/HEAP_LIMIT_MB must be a whole number of megabytes/)
  })

  it('npm run worker starts node with 256 MB, or WORKER_HEAP_LIMIT_MB', async () => {
    const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.worker!
    expect(script).toMatch(/scripts\/worker\.ts$/)
    const line = asking(script)
    const byDefault = await limitOf(line)
    const set = await limitOf(line, { WORKER_HEAP_LIMIT_MB: '512' })
    // V8 adds the young generation to the old space's limit: a few tens of MB.
    expect(byDefault).toBeGreaterThanOrEqual(256)
    expect(byDefault).toBeLessThan(320)
    expect(set).toBeGreaterThanOrEqual(512)
    expect(set).toBeLessThan(580)
  })

  it('the Docker image’s server starts node with 384 MB, or HEAP_LIMIT_MB', async () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[]
    expect(cmd.slice(0, 2)).toEqual(['sh', '-c'])
    const line = asking(cmd[2]!)
    const byDefault = await limitOf(line)
    expect(byDefault).toBeGreaterThanOrEqual(384)
    expect(byDefault).toBeLessThan(450)
    expect(await limitOf(line, { HEAP_LIMIT_MB: '256' })).toBeLessThan(320)
  })
})
