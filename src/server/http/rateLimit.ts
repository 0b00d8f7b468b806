import 'server-only'

import type { Payload } from 'payload'

import { HttpError } from './errors'

export type RateLimitBucket = 'login' | 'forms' | 'gate'

const DEFAULT_PER_MINUTE: Record<RateLimitBucket, number> = { login: 10, forms: 5, gate: 5 }
const ENV: Record<RateLimitBucket, string> = { login: 'RATE_LIMIT_LOGIN', forms: 'RATE_LIMIT_FORMS', gate: 'RATE_LIMIT_LOGIN' }

/** Requests per minute per address for a bucket; `0` turns the limit off (tests, load runs). */
export function limitPerMinute(bucket: RateLimitBucket): number {
  const configured = process.env[ENV[bucket]]
  const value = configured === undefined || configured === '' ? DEFAULT_PER_MINUTE[bucket] : Number(configured)
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_PER_MINUTE[bucket]
}

type Pool = { query: (text: string, values: unknown[]) => Promise<{ rows: { hits: number; window_start: Date }[] }> }

/**
 * Counts this request in PostgreSQL (so every app instance sees the same count) and refuses it with
 * 429 and Retry-After once the address has used up the minute's allowance. Runs before any write.
 */
export async function enforceRateLimit(payload: Payload, bucket: RateLimitBucket, client: string): Promise<void> {
  const limit = limitPerMinute(bucket)
  if (limit === 0) return
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query(
    `insert into rate_limit_hits (bucket, client, window_start, hits)
     values ($1, $2, date_trunc('minute', now()), 1)
     on conflict (bucket, client, window_start) do update set hits = rate_limit_hits.hits + 1
     returning hits, window_start`,
    [bucket, client.slice(0, 100)],
  )
  if (Math.random() < 0.01) {
    void pool.query(`delete from rate_limit_hits where window_start < now() - interval '1 hour'`, []).catch(() => undefined)
  }
  const row = rows[0]
  if (row && row.hits > limit) {
    const retryAfter = Math.max(1, Math.ceil((new Date(row.window_start).getTime() + 60_000 - Date.now()) / 1000))
    throw new HttpError(429, `Too many requests. Please try again in ${retryAfter} seconds.`, undefined, { 'Retry-After': String(retryAfter) })
  }
}
