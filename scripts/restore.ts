/**
 * npm run restore -- <backup.tar.gz> [--force]
 *
 * Brings an archive of `npm run backup` into an empty database (DATABASE_URL, or the embedded
 * PostgreSQL) and an empty file storage (MEDIA_DIR, or the S3 bucket, as the app is configured here:
 * a backup of one may be restored into the other). Every checksum is verified before anything is
 * written. A database that already has tables, or a storage that already has files, is refused unless
 * --force: then the database's public schema is dropped first and files of the same name are replaced.
 * Stop the app first.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'

import pg from 'pg'

import { MEDIA_FOLDER, type Manifest, megabytes, readManifest, sha256Of, unpackArchive } from './lib/backupArchive'
import { resolveAppDatabase } from './lib/database'
import { isSafeKey, openMediaStore } from './lib/mediaStore'
import { appTables, findPgTool, missingToolMessage, pgToolConnection, redactedURL, rowCounts } from './lib/postgresTools'
import { loadRows } from './lib/rowDump'
import { mustRun, tsCommand } from './lib/run'

const run = promisify(execFile)
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
// `npm run restore <file> --force` hands --force to npm, which says so in npm_config_force.
const force = Boolean(values.force) || process.env.npm_config_force === 'true'

if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--force]')
  process.exit(2)
}
const archive = path.resolve(positionals[0]!)

class Refusal extends Error {}

/** Every file the manifest lists is there with its size and SHA-256, and so is the dump. */
async function verify(folder: string, manifest: Manifest): Promise<void> {
  const problems: string[] = []
  const check = async (file: string, bytes: number, sha256: string, label: string) => {
    const size = await stat(file).then((s) => s.size).catch(() => -1)
    if (size < 0) problems.push(`${label} is missing`)
    else if (size !== bytes || (await sha256Of(file)) !== sha256) problems.push(`${label} is damaged (size or checksum differs)`)
  }
  await check(path.join(folder, manifest.database.file), manifest.database.bytes, manifest.database.sha256, `the database dump (${manifest.database.file})`)
  for (const file of manifest.media.files) {
    if (!isSafeKey(file.key)) problems.push(`a file name that is not safe to restore: ${JSON.stringify(file.key)}`)
    else await check(path.join(folder, MEDIA_FOLDER, ...file.key.split('/')), file.bytes, file.sha256, `media file ${file.key}`)
  }
  if (problems.length) throw new Refusal(`The archive does not match its manifest: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}.`)
}

async function restoreWithPgRestore(url: string, dump: string, manifest: Manifest): Promise<string> {
  const madeBy = Number(/\(PostgreSQL\)\s+(\d+)/.exec(manifest.database.dumpTool)?.[1] ?? 0)
  const { tool, found } = await findPgTool('pg_restore', madeBy)
  if (!tool) throw new Refusal(missingToolMessage('pg_restore', madeBy, found))
  const connection = pgToolConnection(url)
  await run(tool.path, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.url}`, dump], {
    env: { ...process.env, ...connection.env },
    maxBuffer: 16 * 1024 * 1024,
  })
  return tool.version
}

/** Rows backups: the schema from this app's migrations (which must be the backup's), then the rows. */
async function restoreRows(url: string, rowsFile: string, manifest: Manifest): Promise<string> {
  const { migrations } = await import('../src/migrations')
  const ours = migrations.map((migration) => migration.name).sort()
  const theirs = [...manifest.database.migrations].sort()
  if (ours.join('\n') !== theirs.join('\n')) {
    throw new Refusal(
      `This backup holds rows for another version of the schema (${theirs.length} migrations, this app has ${ours.length}; ` +
        `first difference: ${ours.find((name) => !theirs.includes(name)) ?? theirs.find((name) => !ours.includes(name))}). ` +
        'Restore it with the app version that made it, then run npm run migrate.',
    )
  }
  const probe = new pg.Client({ connectionString: url })
  await probe.connect()
  const { rows } = await probe.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user').finally(() => probe.end())
  if (!rows[0]?.rolsuper) {
    throw new Refusal('A rows backup is loaded with foreign-key triggers off, which needs a PostgreSQL superuser: restore it as one (the embedded database’s user is), or back up with pg_dump.')
  }
  // The schema from the migrations, in a process of its own, retried as the seed is (scripts/lib/run.ts).
  await mustRun(...tsCommand('scripts/migrate.ts'), { DATABASE_URL: url })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await loadRows(client, await appTables(client), rowsFile)
  } finally {
    await client.end()
  }
  return 'rows, schema from the migrations'
}

const staging = await mkdtemp(path.join(tmpdir(), 'centre-restore-'))
let database: Awaited<ReturnType<typeof resolveAppDatabase>> | undefined
const store = openMediaStore()
let exitCode = 0

try {
  if (!(await stat(archive).catch(() => null))?.isFile()) throw new Refusal(`No such file: ${archive}`)
  await unpackArchive(archive, staging).catch((error: Error) => {
    throw new Refusal(`Cannot read ${archive} as a .tar.gz archive: ${error.message.split('\n')[0]}`)
  })
  const manifest = await readManifest(staging).catch((error: Error) => {
    throw new Refusal(error.message)
  })
  await verify(staging, manifest)

  database = await resolveAppDatabase()
  const url = database.url
  process.env.DATABASE_URL = url
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const existingTables = await appTables(client)
    const existingFiles = await store.keys()
    if ((existingTables.length || existingFiles.length) && !force) {
      const what = [
        existingTables.length ? `the database ${redactedURL(url)} has ${existingTables.length} tables` : '',
        existingFiles.length ? `the ${store.description} has ${existingFiles.length} files` : '',
      ].filter(Boolean)
      throw new Refusal(
        `Nothing was restored: ${what.join(' and ')}. Restore into an empty database and storage, or add --force ` +
          '(npm run restore -- <file> --force) to drop the database’s public schema and write the files over those of the same name.',
      )
    }
    if (existingTables.length) {
      console.log(`--force: dropping the public schema of ${redactedURL(url)} (${existingTables.length} tables).`)
      await client.query('drop schema public cascade')
      await client.query('create schema public')
    }
  } finally {
    await client.end()
  }

  console.log(`Restoring ${path.basename(archive)} (made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}, PostgreSQL ${manifest.database.server})…`)
  const dump = path.join(staging, manifest.database.file)
  const how = manifest.database.dumpFormat === 'rows' ? await restoreRows(url, dump, manifest) : await restoreWithPgRestore(url, dump, manifest)

  for (const file of manifest.media.files) {
    await store.upload(file.key, path.join(staging, MEDIA_FOLDER, ...file.key.split('/')), file.contentType)
  }

  // What is there now, against the manifest.
  const check = new pg.Client({ connectionString: url })
  await check.connect()
  const counts = await rowCounts(check, await appTables(check)).finally(() => check.end())
  const differing = Object.entries(manifest.database.tables).filter(([table, rows]) => counts[table] !== rows)
  const present = new Set(await store.keys())
  const missing = manifest.media.files.filter((file) => !present.has(file.key))
  if (differing.length || missing.length) {
    throw new Error(
      `The restored data does not match the backup: ${differing.map(([table, rows]) => `${table} has ${counts[table] ?? 'no table'} rows, not ${rows}`).join('; ')}` +
        `${missing.length ? ` ${missing.length} files missing` : ''}`,
    )
  }
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0)
  console.log(
    [
      `Restored into ${redactedURL(url)} (${how}):`,
      `  database: ${Object.keys(manifest.database.tables).length} tables, ${rows} rows (every table's count matches the backup), ${manifest.database.migrations.length} migrations`,
      `  media: ${manifest.media.count} files, ${megabytes(manifest.media.bytes)}, into the ${store.description} (every checksum verified)`,
      present.size > manifest.media.count ? `  (the storage also holds ${present.size - manifest.media.count} files the backup does not know: left as they were)` : '',
      'Start the app with the PAYLOAD_SECRET of the server that made the backup; a newer app version migrates the schema on start (or run npm run migrate).',
    ]
      .filter(Boolean)
      .join('\n'),
  )
} catch (error) {
  exitCode = 1
  const message = error instanceof Error ? error.message : String(error)
  console.error(error instanceof Refusal ? message : `Restore failed: ${message}`)
} finally {
  store.close()
  await rm(staging, { recursive: true, force: true })
  await database?.stop()
}
process.exit(exitCode)
