import type { AfterErrorHook, Payload } from 'payload'
import { ValidationError } from 'payload'

/** What every request answered during a database outage says (503, with Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.'
export const DATABASE_RETRY_AFTER_SECONDS = 5

type Chain = { code?: unknown; message?: unknown; cause?: unknown } | undefined

/** Thrown where the app itself finds PostgreSQL not answering (class 08: connection exception). */
export class DatabaseUnavailableError extends Error {
  readonly code = '08006'
  constructor() {
    super('The database is not answering')
  }
}

/**
 * PostgreSQL cannot be reached or is restarting: refused or cut connections, the server shutting down
 * or starting up (57P01, 57P03), too many connections (53300), any connection exception (class 08).
 * Drizzle and Payload wrap the driver's error, so the causes are searched too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as Chain, depth = 0; current && depth < 5; current = current.cause as Chain, depth++) {
    const code = String(current.code ?? '')
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE', '57P01', '57P02', '57P03', '53300'].includes(code) || code.startsWith('08')) return true
    // Some wrappers keep only the text: Payload's "cannot begin transaction: …" (a BEGIN fails only when
    // the connection does), or a driver's code in the message.
    if (/cannot begin transaction|\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE)\b|connect(ion)? (refused|terminated|timeout)|Connection terminated|cannot connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i.test(String(current.message ?? ''))) return true
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

type Emitter = { on: (event: string, listener: (...args: never[]) => void) => unknown }

/**
 * A connection that PostgreSQL closes (a restart, an idle timeout) makes node-postgres emit 'error': on
 * the pool for an idle connection, on the client itself for one in use (a transaction between two
 * queries), and Payload listens for neither. Unheard, that is an uncaught exception: logged by `next
 * start`, fatal to a script or the worker. Every connection of the pool gets a listener here: the pool
 * drops a broken connection when it is released (or idle) and opens a new one when needed, and the
 * query that needed it fails and is answered 503 (`isDatabaseUnavailable`).
 */
export function watchPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Emitter & { [WATCHED]?: true } }).pool
  if (!pool || pool[WATCHED]) return
  pool[WATCHED] = true
  let lastWarning = 0
  const warn = (error: Error) => {
    // Once a second at most: a restart breaks every connection at once.
    if (Date.now() - lastWarning < 1000) return
    lastWarning = Date.now()
    payload.logger.warn(`A database connection was closed (${(error as { code?: string }).code ?? error.message}); new ones are opened when needed.`)
  }
  pool.on('error', warn)
  pool.on('connect', (client: Emitter) => client.on('error', warn))
}

/**
 * PostgreSQL's unique violation (23505): two writers at once reaching for the same unique key (one open
 * stay per child, one invoice per family and period). Payload's adapter may report it as a
 * ValidationError ("Value must be unique"), or pass the driver's error on, possibly wrapped.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof ValidationError && /unique/i.test(JSON.stringify(error.data ?? {}))) return true
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (current.code === '23505') return true
  }
  return false
}
