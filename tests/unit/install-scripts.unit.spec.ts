import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

/**
 * Every installed package with an install script is approved or denied in package.json's allowScripts
 * (docs/operations.md, "Installing"), so a fresh `npm install` warns about none.
 */
describe('install scripts', () => {
  it('every installed package with an install script is decided in allowScripts', async () => {
    const { stdout } = await run('npm', ['install-scripts', 'ls', '--json'], { cwd: process.cwd() })
    const undecided = (JSON.parse(stdout) as { allowScripts: { name: string }[] }).allowScripts.map((entry) => entry.name)
    expect(undecided).toEqual([])
  })
})
