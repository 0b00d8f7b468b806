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

/** A change that names a record removed while it ran (a child deleted as their report is saved): 409. */
export const REMOVED_MEANWHILE_MESSAGE = 'A record this change names was removed meanwhile. Reload and try again.'
/** A removal of a record that others must name (a child with reports, a family with children): 409. */
export const STILL_NAMED_MESSAGE = 'Other records still refer to this one, so it cannot be deleted.'

type DriverError = { code?: unknown; message?: unknown; where?: unknown; query?: unknown; cause?: unknown } | undefined

/**
 * What PostgreSQL's foreign keys refused, searched through the causes (drizzle wraps the driver's error):
 * - `removed-meanwhile`: an insert or update naming a row that is no longer there (23503 "insert or
 *   update on table …"): a hook read the record, and another change deleted it before the write;
 * - `still-named`: a delete of a row that other rows must name: 23503 "update or delete on table …", or,
 *   as Payload's foreign keys are `on delete set null`, the not-null violation (23502) of that action's
 *   own statement on a required column (`UPDATE ONLY … SET … = NULL WHERE $1 OPERATOR(pg_catalog.=) …`).
 * Null for anything else: a not-null violation of a statement of ours is a bug, not a refusal.
 */
export function referenceViolation(error: unknown): 'removed-meanwhile' | 'still-named' | null {
  let query = ''
  for (let current = error as DriverError, depth = 0; current && depth < 5; current = current.cause as DriverError, depth++) {
    if (typeof current.query === 'string') query ||= current.query
    const code = String(current.code ?? '')
    if (code === '23503') return /^\s*delete\b/i.test(query) || /^update or delete on table/i.test(String(current.message ?? '')) ? 'still-named' : 'removed-meanwhile'
    if (code === '23502' && /UPDATE ONLY .+ SET .+ = NULL WHERE \$1 OPERATOR\(pg_catalog\.=\)/.test(String(current.where ?? ''))) return 'still-named'
  }
  return null
}

/** The contract's message for what `referenceViolation` found. */
export const referenceViolationMessage = (violation: 'removed-meanwhile' | 'still-named') => (violation === 'still-named' ? STILL_NAMED_MESSAGE : REMOVED_MEANWHILE_MESSAGE)

/**
 * Payload's REST API (/api/cms) answers what the foreign keys refused as our /api does: 409 and what
 * happened (a record removed meanwhile, or one still named), never 500 "Something went wrong.".
 * The operation's transaction is rolled back before the hook runs: nothing of it is left.
 */
export const referenceViolationAfterError: AfterErrorHook = ({ error }) => {
  const violation = referenceViolation(error)
  return violation ? { status: 409, response: { errors: [{ message: referenceViolationMessage(violation) }] } } : undefined
}
