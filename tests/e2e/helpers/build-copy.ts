import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ROOT } from '../../../scripts/lib/database'

/**
 * A copy of the production build for a spec that starts a server of its own beside the suite's: the
 * build without its data cache (Next's cache of pages and data read from another database or by another
 * server stays the suite's), everything else this project's own (linked). `remove()` deletes it.
 */
export async function copyOfBuild(name: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), `centre-${name}-`))
  await cp(path.join(ROOT, '.next'), path.join(dir, '.next'), { recursive: true, filter: (source) => !source.startsWith(path.join(ROOT, '.next', 'cache')) })
  for (const entry of ['node_modules', 'public', 'package.json', 'next.config.mjs']) await symlink(path.join(ROOT, entry), path.join(dir, entry))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
