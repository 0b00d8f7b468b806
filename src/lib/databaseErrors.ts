import type { AfterErrorHook, Payload } from 'payload'

/** What every request answered during a database outage says (503, with Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.'
export const DATABASE_RETRY_AFTER_SECONDS = 5

type Chain = { code?: unknown; message?: unknown; cause?: unknown } | undefined

/**
 * PostgreSQL cannot be reached or is restarting: refused or cut connections, the server shutting down
 * or starting up (57P01, 57P03), too many connections (53300), any connection exception (class 08).
 * Drizzle and Payload wrap the driver's error, so the causes are searched too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as Chain, depth = 0; current && depth < 5; current = current.cause as Chain, depth++) {
    const code = String(current.code ?? '')
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE', '57P01', '57P02', '57P03', '53300'].includes(code) || code.startsWith('08')) return true
    if (/connect(ion)? (refused|terminated|timeout)|Connection terminated|cannot connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(String(current.message ?? ''))) return true
  }
  return false
}

/**
 * Payload's own REST API (/api/cms) answers an error it does not know as 500 "Something went wrong.":
 * a database outage there gets the same 503 and message as our /api (the guard in front adds Retry-After).
 */
export const databaseUnavailableAfterError: AfterErrorHook = ({ error }) =>
  isDatabaseUnavailable(error) ? { status: 503, response: { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] } } : undefined

const WATCHED = Symbol.for('centre.db.poolErrorsWatched')

/**
 * An idle connection of the pool that PostgreSQL closes (a restart, an idle timeout) makes node-postgres
 * emit 'error' on the pool, and Payload listens for none: in a process without a catch-all (the worker,
 * a script) that is an uncaught exception. The pool drops such a connection by itself and opens a new one
 * when needed; this only says so in the log.
 */
export function watchPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } & { [WATCHED]?: true } }).pool
  if (!pool || pool[WATCHED]) return
  pool[WATCHED] = true
  pool.on('error', (error) => {
    payload.logger.warn(`A database connection was closed (${(error as { code?: string }).code ?? error.message}); the pool opens a new one when needed.`)
  })
}
