/**
 * npm run backup [-- --out <file or folder>] [-- --rows]
 *
 * Writes one archive (.tar.gz) with the database (pg_dump's custom format), every uploaded file (from
 * MEDIA_DIR or the S3 bucket, as the app is configured) and a manifest: versions, rows per table, every
 * file's size and SHA-256. The database is DATABASE_URL, or the embedded PostgreSQL of `npm run dev`.
 * Without a pg_dump as new as the server (see PG_BIN_DIR), or with --rows, the rows are written as JSON
 * lines instead (scripts/lib/rowDump.ts). Restore it with `npm run restore -- <file>`.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'

import pg from 'pg'

import { FORMAT, FORMAT_VERSION, DUMP_FILE, MANIFEST, MEDIA_FOLDER, type Manifest, type ManifestFile, megabytes, packFolder, sha256Of } from './lib/backupArchive'
import { ROOT, resolveAppDatabase } from './lib/database'
import { isSafeKey, openMediaStore } from './lib/mediaStore'
import { appTables, findPgTool, missingToolMessage, pgToolConnection, redactedURL, rowCounts, serverMajor } from './lib/postgresTools'
import { ROWS_FILE, dumpRows } from './lib/rowDump'

const run = promisify(execFile)
const { values } = parseArgs({ options: { out: { type: 'string' }, rows: { type: 'boolean' } } })

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')
const defaultName = `centre-backup-${stamp}.tar.gz`
async function outputPath(): Promise<string> {
  if (!values.out) return path.join(ROOT, 'backups', defaultName)
  const out = path.resolve(values.out)
  const isFolder = await stat(out).then((s) => s.isDirectory()).catch(() => values.out!.endsWith('/'))
  return isFolder ? path.join(out, defaultName) : out
}

const packageJson = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string> }
const output = await outputPath()
const staging = await mkdtemp(path.join(tmpdir(), 'centre-backup-'))
const database = await resolveAppDatabase()
const client = new pg.Client({ connectionString: database.url })
const store = openMediaStore()
let failed = false

try {
  await client.connect()
  const server = await serverMajor(client)
  const pgDump = values.rows ? null : await findPgTool('pg_dump', server.major)
  if (pgDump && !pgDump.tool) console.warn(`${missingToolMessage('pg_dump', server.major, pgDump.found)}\nWriting the rows instead (restorable by this version of the app).`)
  console.log(`Backing up ${redactedURL(database.url)} (PostgreSQL ${server.version}) and the files in the ${store.description}…`)

  // One snapshot for the dump and the counts; files are copied after it, so every file the dumped
  // records name is already stored (a file uploaded meanwhile is merely extra).
  await client.query('begin isolation level repeatable read read only')
  const { rows: snapshot } = await client.query<{ id: string }>('select pg_export_snapshot() as id')
  const tables = await appTables(client)
  if (!tables.includes('payload_migrations')) throw new Error('This database has no app schema (no payload_migrations table): nothing to back up.')
  const counts = await rowCounts(client, tables)
  const { rows: migrationRows } = await client.query<{ name: string }>('select name from payload_migrations where batch >= 0 order by name')

  let dumpFile: string
  let dumpTool: string
  if (pgDump?.tool) {
    dumpFile = DUMP_FILE
    dumpTool = pgDump.tool.version
    const connection = pgToolConnection(database.url)
    await run(
      pgDump.tool.path,
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot[0]!.id}`, `--file=${path.join(staging, dumpFile)}`, `--dbname=${connection.url}`],
      { env: { ...process.env, ...connection.env }, maxBuffer: 16 * 1024 * 1024 },
    )
  } else {
    dumpFile = ROWS_FILE
    dumpTool = 'rows (row_to_json), no pg_dump'
    await dumpRows(client, tables, path.join(staging, dumpFile))
  }
  await client.query('commit')

  const files: ManifestFile[] = []
  for (const key of await store.keys()) {
    if (!isSafeKey(key)) {
      console.warn(`Skipped a file whose name cannot be restored safely: ${JSON.stringify(key)}`)
      continue
    }
    const target = path.join(staging, MEDIA_FOLDER, ...key.split('/'))
    await mkdir(path.dirname(target), { recursive: true })
    const contentType = await store.download(key, target)
    files.push({ key, bytes: (await stat(target)).size, sha256: await sha256Of(target), contentType })
  }

  const dumpPath = path.join(staging, dumpFile)
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    app: { name: packageJson.name, version: packageJson.version, payload: packageJson.dependencies.payload ?? 'unknown', node: process.version },
    database: {
      server: server.version,
      dumpFormat: pgDump?.tool ? 'pg_dump' : 'rows',
      dumpTool,
      file: dumpFile,
      bytes: (await stat(dumpPath)).size,
      sha256: await sha256Of(dumpPath),
      migrations: migrationRows.map((row) => row.name),
      tables: counts,
    },
    media: { from: store.kind, count: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files },
  }
  await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')
  await mkdir(path.dirname(output), { recursive: true })
  await packFolder(staging, output)

  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0)
  console.log(
    [
      `Backup written: ${output} (${megabytes((await stat(output)).size)})`,
      `  database: ${tables.length} tables, ${rows} rows, ${manifest.database.migrations.length} migrations applied (${dumpTool})`,
      `  media: ${files.length} files, ${megabytes(manifest.media.bytes)}, from the ${store.description}`,
      'Keep PAYLOAD_SECRET with it: sessions and API keys need the same secret after a restore.',
    ].join('\n'),
  )
} catch (error) {
  failed = true
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await client.end().catch(() => undefined)
  store.close()
  await rm(staging, { recursive: true, force: true })
  await database.stop()
}
process.exit(failed ? 1 : 0)
