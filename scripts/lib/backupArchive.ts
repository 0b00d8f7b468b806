/**
 * One backup, one file: a gzipped tar of
 *   manifest.json    what is inside: versions, row counts per table, every file with its size and SHA-256
 *   database.dump    pg_dump's custom format (or database/*.jsonl, see `dumpFormat`)
 *   media/<key>      every uploaded file, under its key (its name in MEDIA_DIR or the bucket)
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const MANIFEST = 'manifest.json'
export const DUMP_FILE = 'database.dump'
export const MEDIA_FOLDER = 'media'
export const FORMAT = 'centre-backup'
export const FORMAT_VERSION = 1

export type ManifestFile = { key: string; bytes: number; sha256: string; contentType: string }

export type Manifest = {
  format: typeof FORMAT
  formatVersion: number
  createdAt: string
  app: { name: string; version: string; payload: string; node: string }
  database: {
    server: string
    /** `pg_dump`: database.dump in pg_dump's custom format; `rows`: one JSON line per row (no pg_dump of the server's version was found). */
    dumpFormat: 'pg_dump' | 'rows'
    dumpTool: string
    file: string
    bytes: number
    sha256: string
    /** Payload's applied migrations, by name (the schema the rows fit). */
    migrations: string[]
    tables: Record<string, number>
  }
  media: { from: 'local' | 's3'; count: number; bytes: number; files: ManifestFile[] }
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/** Writes `folder`'s contents as the gzipped tar `archive` (the system's tar: GNU or BSD). */
export async function packFolder(folder: string, archive: string): Promise<void> {
  await run('tar', ['-czf', archive, '-C', folder, '.'], { maxBuffer: 16 * 1024 * 1024 })
}

/** Unpacks `archive` into `folder`, refusing members outside it (tar does too: no absolute paths, no `..`). */
export async function unpackArchive(archive: string, folder: string): Promise<void> {
  const { stdout } = await run('tar', ['-tzf', archive], { maxBuffer: 256 * 1024 * 1024 })
  for (const member of stdout.split('\n').filter(Boolean)) {
    const normal = path.posix.normalize(member)
    if (path.posix.isAbsolute(member) || normal.startsWith('../') || normal === '..') throw new Error(`The archive holds a path outside itself: ${member}`)
  }
  await run('tar', ['-xzf', archive, '-C', folder], { maxBuffer: 16 * 1024 * 1024 })
}

export async function readManifest(folder: string): Promise<Manifest> {
  let manifest: Manifest
  try {
    manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest
  } catch {
    throw new Error(`This is not a backup of this app: it has no readable ${MANIFEST}.`)
  }
  if (manifest.format !== FORMAT) throw new Error(`This is not a backup of this app (format "${String(manifest.format)}").`)
  if (manifest.formatVersion > FORMAT_VERSION) throw new Error(`This backup's format (${manifest.formatVersion}) is newer than this app reads (${FORMAT_VERSION}): restore it with the app version that made it.`)
  return manifest
}

export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`
