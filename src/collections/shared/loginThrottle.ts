import { APIError } from 'payload'
import type { Payload, PayloadRequest } from 'payload'

import { LOGIN_BACKOFF } from '@/lib/constants'
import { clientAddressOf } from '@/lib/clientAddress'

/**
 * Failed logins counted per (client address, submitted login name) in PostgreSQL (table
 * login_failures, shared by every app instance), whether or not an account has that name. After
 * LOGIN_BACKOFF.freeFailures failures the pair waits firstBlockMs, then twice as long after each
 * further failure, up to maxBlockMs; a success clears the pair; failures older than forgetAfterMs
 * start the count again. Someone failing from another address never locks the account holder out.
 */

export const LOCKED_MESSAGE_START = 'This account is locked after too many failed attempts.'

/** Today's lockout text ("... Please try again in N minutes."), with the real wait. */
export function lockedMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return `${LOCKED_MESSAGE_START} Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `${LOCKED_MESSAGE_START} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** A refused attempt: 429 with the wait (Payload's REST API and our /api both answer it). */
export class LoginThrottled extends APIError {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super(lockedMessage(retryAfterSeconds), 429, null, true)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

type Pool = { query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }
const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

export type LoginPair = { client: string; login: string }

/** The pair a login attempt is counted under: the client's address and the name as Payload matches it. */
export function loginPair(headers: Headers | undefined, login: unknown): LoginPair | null {
  if (typeof login !== 'string' || login.trim() === '') return null
  return { client: clientAddressOf(headers ?? new Headers()).slice(0, 100), login: login.trim().toLowerCase().slice(0, 320) }
}

/** Seconds the pair must still wait (0: it may try). */
export async function secondsBlocked(payload: Payload, { client, login }: LoginPair): Promise<number> {
  const { rows } = await poolOf(payload).query(
    `select ceil(extract(epoch from blocked_until - now()))::int as wait
       from login_failures where client = $1 and login = $2 and blocked_until > now()`,
    [client, login],
  )
  return Math.max(0, Number(rows[0]?.wait ?? 0))
}

/**
 * Counts an attempt against the pair before its password is checked (so parallel attempts all
 * count), and starts or lengthens the pair's wait once it has used its free failures. A success
 * clears the pair afterwards (clearLoginFailures).
 */
export async function countLoginAttempt(payload: Payload, { client, login }: LoginPair): Promise<void> {
  const { freeFailures, firstBlockMs, maxBlockMs, forgetAfterMs } = LOGIN_BACKOFF
  const failures = `(case when login_failures.last_failure < now() - make_interval(secs => $4::float8 / 1000) then 1 else login_failures.failures + 1 end)`
  const pool = poolOf(payload)
  await pool.query(
    `insert into login_failures (client, login, failures, last_failure, blocked_until)
     values ($1, $2, 1, now(), case when 1 >= $3::int then now() + make_interval(secs => $5::float8 / 1000) end)
     on conflict (client, login) do update set
       failures = ${failures},
       last_failure = now(),
       blocked_until = case when ${failures} >= $3::int
         then now() + make_interval(secs => least($5::float8 * power(2, ${failures} - $3::int), $6::float8) / 1000) end`,
    [client, login, freeFailures, forgetAfterMs, firstBlockMs, maxBlockMs],
  )
  if (Math.random() < 0.01) {
    void pool
      .query(`delete from login_failures where last_failure < now() - make_interval(secs => $1::float8 / 1000) and (blocked_until is null or blocked_until < now())`, [forgetAfterMs])
      .catch(() => undefined)
  }
}

export async function clearLoginFailures(payload: Payload, { client, login }: LoginPair): Promise<void> {
  await poolOf(payload).query(`delete from login_failures where client = $1 and login = $2`, [client, login])
}

/** Refuses the attempt when the pair is waiting: Retry-After on Payload's REST answer too. */
export async function refuseWhileBlocked(req: PayloadRequest, pair: LoginPair, spend: () => Promise<void>): Promise<void> {
  const wait = await secondsBlocked(req.payload, pair)
  if (wait <= 0) return
  // As long as a real check: a refused attempt cannot be told from a checked one by its time.
  await spend()
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(wait))
  throw new LoginThrottled(wait)
}
