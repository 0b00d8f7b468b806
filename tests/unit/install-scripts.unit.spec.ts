import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

/**
 * Every installed package with an install script is approved or denied in package.json's allowScripts
 * (docs/operations.md, "Installing"), so a fresh `npm install` warns about none.
 */
describe('install scripts', () => {
  // npm itself starts slowly on a loaded machine (30 s were not enough beside the end-to-end track).
  it('every installed package with an install script is decided in allowScripts', { timeout: 120_000 }, async () => {
    const { stdout } = await run('npm', ['install-scripts', 'ls', '--json'], { cwd: process.cwd() })
    const undecided = (JSON.parse(stdout) as { allowScripts: { name: string }[] }).allowScripts.map((entry) => entry.name)
    expect(undecided).toEqual([])
  })
})
