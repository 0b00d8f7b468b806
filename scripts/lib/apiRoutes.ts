/**
 * src/app/api's route files against their declarations (src/registry/apiRoutes.ts): what is on disk, what
 * differs, and writing the declared ones. `scripts/api-routes.ts` runs it; tests/unit/api-routes.unit.spec.ts
 * runs the same check in-process.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { contractProblems, declaredRoutes, routeFiles } from '@/registry/apiRoutes'
import { filesNamed } from './filesNamed'

const ROOT = path.resolve(import.meta.dirname, '../..')
const API_DIR = 'src/app/api'

/** Every route.ts below src/app/api, by its path from the project root, with its text. */
export function routeFilesOnDisk(root = ROOT): Map<string, string> {
  return filesNamed(root, API_DIR, 'route.ts')
}

export type Drift = {
  /** Declared, and no file on disk. */
  missing: string[]
  /** On disk, with other text than the declarations write. */
  drifted: string[]
  /** On disk, and declared by nobody. */
  extra: string[]
  /** The contract and the declarations disagree (an entry with no handler, a handler of no entry). */
  contract: string[]
}

/** How the files on disk differ from the declarations (all empty: none). */
export function apiRouteDrift(onDisk: Map<string, string> = routeFilesOnDisk()): Drift {
  const routes = declaredRoutes()
  const expected = routeFiles(routes)
  return {
    missing: [...expected.keys()].filter((file) => !onDisk.has(file)),
    drifted: [...expected].filter(([file, text]) => onDisk.has(file) && onDisk.get(file) !== text).map(([file]) => file),
    extra: [...onDisk.keys()].filter((file) => !expected.has(file)).sort(),
    contract: contractProblems(routes),
  }
}

export const hasDrift = (drift: Drift) => Object.values(drift).some((list) => list.length > 0)

/** Writes every declared route file and removes each route.ts nobody declares (and the folders it leaves empty). */
export function writeApiRoutes(root = ROOT): { written: string[]; removed: string[] } {
  const onDisk = routeFilesOnDisk(root)
  const expected = routeFiles()
  const written: string[] = []
  for (const [file, text] of expected) {
    if (onDisk.get(file) === text) continue
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
    written.push(file)
  }
  const removed = [...onDisk.keys()].filter((file) => !expected.has(file))
  for (const file of removed) {
    rmSync(path.join(root, file))
    for (let folder = path.dirname(file); folder !== API_DIR && readdirSync(path.join(root, folder)).length === 0; folder = path.dirname(folder)) rmSync(path.join(root, folder), { recursive: true })
  }
  return { written, removed }
}
