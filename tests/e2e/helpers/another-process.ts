import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { tsCommand } from '../../../scripts/lib/run'

/** Node's exit code for a top-level await left unsettled (see scripts/lib/run.ts). */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/**
 * Content written through Payload by another process (tests/e2e/helpers/write-content.ts), on
 * `databaseUrl`: it never talks to the running servers.
 *
 * Not execFileSync: a blocked event loop keeps fetch's idle connections past the servers' keep-alive,
 * and the next request would find them closed. Exit 13 (a top-level await left unsettled, seen on a
 * loaded machine, before anything was written) is run again, as scripts/lib/run.ts does for the
 * scripts: a newsletter left behind would be the newest on the home page of every later test. Any
 * other failure is thrown with the writer's own words.
 */
export async function writeContentInAnotherProcess(databaseUrl: string, ...args: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await promisify(execFile)(...tsCommand('tests/e2e/helpers/write-content.ts', ...args), { env: { ...process.env, DATABASE_URL: databaseUrl } })
      return
    } catch (error) {
      const { code, signal, stderr } = error as { code?: number; signal?: string; stderr?: string }
      if (code === UNSETTLED_TOP_LEVEL_AWAIT && attempt <= 2) {
        console.warn(`write-content ${args.join(' ')} exited with 13 (unsettled top-level await): running it again`)
        continue
      }
      throw new Error(`write-content ${args.join(' ')} exited with ${code ?? signal}: ${stderr?.replace(/^npm warn.*\n/gm, '') ?? ''}`)
    }
  }
}
