import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { headBucket as pingBucket, httpStatusOf } from '@/lib/storage'
import { type S3Settings, s3Settings } from '@/lib/storageSettings'
import type { SqlExecutor } from '@/lib/transactionConnection'
import { migrations } from '@/migrations'

/**
 * The small checks behind /api/ready, each given what it needs (the URL, the bucket's settings) so it can
 * be tried on its own. Each throws a `CheckFailed` whose message is safe to answer with; what really
 * went wrong (an error code) is only logged.
 */
export const CHECK_TIMEOUT_MS = 2000

/**
 * How long each readiness check may take: READY_CHECK_TIMEOUT_MS when set to a positive number (a bucket
 * far from a small server, a busy host), else CHECK_TIMEOUT_MS. Read per check, so a change needs no restart.
 */
export function checkTimeoutMs(): number {
  const configured = Number(process.env.READY_CHECK_TIMEOUT_MS)
  return Number.isFinite(configured) && configured > 0 ? configured : CHECK_TIMEOUT_MS
}

export class CheckFailed extends Error {
  constructor(
    readonly problem: string,
    readonly detail?: string,
  ) {
    super(problem)
  }
}

const codeOf = (error: unknown): string => {
  const { code, name, cause } = (error ?? {}) as { code?: unknown; name?: string; cause?: { code?: unknown } }
  return String(code ?? cause?.code ?? name ?? 'error')
}

/** `work`, or a CheckFailed('timed out') after `ms` (the work itself is left to finish or fail). */
export function withTimeout<T>(work: Promise<T>, ms = checkTimeoutMs()): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckFailed('timed out')), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Unreachable unless it is a CheckFailed already. */
const failed = (problem: string) => (error: unknown) => {
  throw error instanceof CheckFailed ? error : new CheckFailed(problem, codeOf(error))
}

/**
 * The committed migrations (src/migrations/index.ts) that the database has not applied, by name; throws
 * when the database cannot be asked. A database without Payload's migrations table has applied none.
 */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const db = (payload.db as unknown as { drizzle: SqlExecutor }).drizzle
  const applied = await db.execute(sql`select "name" from "payload_migrations"`).then(
    ({ rows }) => new Set(rows.map((row) => String(row.name))),
    (error: { code?: string; cause?: { code?: string } }) => {
      if ((error.code ?? error.cause?.code) === '42P01') return new Set<string>()
      throw error
    },
  )
  return migrations.map((migration) => migration.name).filter((name) => !applied.has(name))
}

/** Whether PostgreSQL answers a `select 1` through the app's pool within `timeoutMs`. */
export const databaseAnswers = (payload: Payload, timeoutMs = 1500): Promise<boolean> =>
  withTimeout((payload.db as unknown as { drizzle: SqlExecutor }).drizzle.execute(sql`select 1`), timeoutMs).then(
    () => true,
    () => false,
  )

/** Connects to Redis at `url`, sends PING, hangs up. */
export async function pingRedis(url: string, timeoutMs = checkTimeoutMs()): Promise<void> {
  const { createClient } = await import('redis')
  const client = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } })
  // Without a listener a failed connection would also be thrown as an 'error' event.
  client.on('error', () => undefined)
  try {
    await withTimeout(
      client.connect().then(() => client.ping()),
      timeoutMs,
    )
  } catch (error) {
    failed('unreachable')(error)
  } finally {
    if (client.isOpen) client.destroy()
  }
}

/** The object storage of S3_* (unset S3_BUCKET: none): the media storage's own settings (src/lib/storageSettings.ts). */
export const storageSettings = (): S3Settings | null => s3Settings()

/** HEAD on the bucket (the media storage's own ping): it exists and these credentials may use it. */
export async function headBucket(settings: S3Settings, timeoutMs = checkTimeoutMs()): Promise<void> {
  try {
    await withTimeout(pingBucket(settings, timeoutMs), timeoutMs)
  } catch (error) {
    const status = httpStatusOf(error)
    if (status === 404) throw new CheckFailed('bucket not found', '404')
    if (status === 401 || status === 403) throw new CheckFailed('access denied', String(status))
    failed('unreachable')(error)
  }
}
