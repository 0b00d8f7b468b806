import { APIError, type Payload } from 'payload'

import { type AuditRow, writeAuditRows } from './auditOrigin'
import { transactionConnection } from '@/lib/transactionConnection'

/**
 * The write-behind buffer of the audit log's READ entries (the hook is
 * src/collections/shared/hooks/auditChildRecords.ts). A read's entries are queued in this process and
 * written a moment later, every read of the last ~100 ms in ONE multi-row insert, off the reader's path:
 * the reader pays for pushing to an array, not for an insert on the same two cores. Changes are not
 * buffered: their entries share the change's transaction.
 *
 * Nothing is dropped quietly:
 * - A failed insert keeps the entries, says so loudly, and retries with a growing pause (up to 5 s) until
 *   the database takes them; entries are written once (a batch leaves the buffer only when committed).
 * - If the backlog reaches `AUDIT_LOG_BACKLOG_MAX` entries (default 100 000), reads are refused (the
 *   hook throws) until it drains: a read that cannot be recorded is not served.
 * - At shutdown (SIGTERM/SIGINT) the buffer is written at once and every later entry with no wait; the
 *   first request of each busy spell hands Next the promise that the buffer is written through (`after`),
 *   and Next awaits it before the process exits. A script's entries are written when its event loop
 *   empties (beforeExit).
 * - What a crash of this process (kill -9, out of memory) takes with it is at most the last ~100 ms of
 *   read entries: that is the price of the speed, stated in docs/security.md.
 */
export const AUDIT_FLUSH_INTERVAL_MS = 100
/** How long a reader of the log waits for the buffer to be written before it is answered anyway. */
export const AUDIT_LOG_READ_WAIT_MS = 2_000
const MAX_BATCH = 5_000
const MAX_RETRY_PAUSE_MS = 5_000
/** Pauses while stopping: ~8 s of retries, within Docker's default 10 s before SIGKILL. */
const SHUTDOWN_ATTEMPTS = 8
const DEFAULT_BACKLOG_MAX = 100_000

/** A read refused because the log cannot take its entry: 503 through /api and Payload's REST alike. */
export class AuditBacklogFullError extends APIError {
  static readonly MESSAGE = "Children's records cannot be opened just now: the log of who opens them cannot be written. Please try again in a minute."
  constructor(count: number) {
    super(AuditBacklogFullError.MESSAGE, 503, { waiting: count }, true)
    this.name = 'AuditBacklogFullError'
  }
}

/** A promise that settles once every entry queued so far, and every one queued before it settles, is written. */
type Idle = { promise: Promise<void>; resolve: () => void; handedOver: boolean }
type State = {
  payload?: Payload
  /** Every entry not yet settled (written, or given up at shutdown): a batch leaves only once committed. */
  rows: AuditRow[]
  /** While entries wait: the promise of their write, handed to Next once for the whole busy spell. */
  idle?: Idle
  timer?: ReturnType<typeof setTimeout>
  writing?: Promise<void>
  failures: number
  /** The last read's time (ms), so two operations never share one. */
  lastAt: number
  stopping: boolean
  exitHook: boolean
}

/** On globalThis: Next bundles modules once per layer, and every layer must share one buffer. */
const KEY = Symbol.for('centre.auditBuffer')
const state = (): State =>
  ((globalThis as typeof globalThis & { [KEY]?: State })[KEY] ??= { rows: [], failures: 0, lastAt: 0, stopping: false, exitHook: false })

const backlogMax = () => {
  const value = Number(process.env.AUDIT_LOG_BACKLOG_MAX)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_BACKLOG_MAX
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.())

/** Once nothing waits any more, the busy spell's promise settles. */
function settleIfEmpty(s: State): void {
  if (s.rows.length > 0 || !s.idle) return
  const { resolve } = s.idle
  s.idle = undefined
  resolve()
}

/** Writes the buffer until it is empty, one batch at a time, retrying a failed batch; one writer at a time. */
function writeAll(s: State): Promise<void> {
  s.writing ??= (async () => {
    let attempts = 0
    while (s.rows.length > 0 && s.payload) {
      const batch = s.rows.slice(0, MAX_BATCH)
      try {
        const { db } = await transactionConnection(s.payload)
        await writeAuditRows(db, batch, true)
        s.rows.splice(0, batch.length)
        if (s.failures > 0) console.warn(`[audit] the audit log is written again after ${s.failures} failed attempt(s); the entries kept meanwhile are recorded`)
        s.failures = 0
        attempts = 0
        settleIfEmpty(s)
      } catch (error) {
        s.failures += 1
        attempts += 1
        const pause = Math.min(MAX_RETRY_PAUSE_MS, 250 * 2 ** Math.min(attempts - 1, 5))
        if (s.stopping && attempts > SHUTDOWN_ATTEMPTS) {
          console.error(`[audit] LOST ${s.rows.length} entries of reads of children's records: the database refused them until this process stopped`, error)
          s.rows.splice(0)
          settleIfEmpty(s)
          break
        }
        console.error(`[audit] could not write ${s.rows.length} entries of reads of children's records (attempt ${s.failures}); they are kept and retried in ${pause} ms`, error)
        await sleep(pause)
      }
    }
  })().finally(() => {
    s.writing = undefined
    if (s.rows.length > 0) schedule(s)
  })
  return s.writing
}

function schedule(s: State): void {
  if (s.timer || s.writing) return
  s.timer = setTimeout(
    () => {
      s.timer = undefined
      void writeAll(s)
    },
    s.stopping ? 0 : AUDIT_FLUSH_INTERVAL_MS,
  )
  // A script or test is not kept alive by the timer; beforeExit writes what is left.
  s.timer.unref?.()
}

/**
 * Queues the entries of one read. Throws AuditBacklogFullError when the log has not been writable for
 * long enough to fill the backlog.
 *
 * `awaitWrite` hands the promise of the buffer's write to the request's host (Next's `after`, which a
 * stopping server awaits before it exits) and says whether it could. It is called once per busy spell of
 * the buffer, not once per read: that one promise settles only when every entry queued meanwhile,
 * this read's and all later ones, is written, so a stopping server waits for all of them; a request
 * spares the registration of a promise of its own (its cost on p95).
 */
export function queueAuditRows(payload: Payload, rows: AuditRow[], awaitWrite?: (written: Promise<void>) => boolean): void {
  const s = state()
  if (s.rows.length >= backlogMax()) throw new AuditBacklogFullError(s.rows.length)
  s.payload ??= payload
  if (!s.exitHook) {
    s.exitHook = true
    process.on('beforeExit', () => {
      if (s.rows.length > 0 && !s.writing) void writeAll(s)
    })
  }
  // The time of the read, not of the insert; one per operation and never the same twice in this process
  // (the log's times are to the millisecond, and "how many times was it opened" counts distinct times).
  const at = Math.max(Date.now(), s.lastAt + 1)
  s.lastAt = at
  const stamp = new Date(at).toISOString()
  for (const row of rows) s.rows.push({ ...row, at: stamp })
  if (!s.idle) {
    let resolve!: () => void
    const promise = new Promise<void>((done) => (resolve = done))
    s.idle = { promise, resolve, handedOver: false }
  }
  if (awaitWrite && !s.idle.handedOver) s.idle.handedOver = awaitWrite(s.idle.promise)
  schedule(s)
}

/**
 * Writes every queued entry now and resolves when the buffer is empty (shutdown, scripts, and every
 * read of the log itself: what this process has read is in the log before the log is answered). With
 * `withinMs`, gives up waiting after that long (the entries stay queued and retried): a reader of the
 * log is not held up by a database that refuses the entries.
 */
export async function drainAuditLog(withinMs?: number): Promise<void> {
  const s = state()
  if (s.rows.length === 0 && !s.writing) return
  if (s.timer) {
    clearTimeout(s.timer)
    s.timer = undefined
  }
  const drained = (async () => {
    while (s.rows.length > 0 || s.writing) await writeAll(s)
  })()
  if (withinMs === undefined) return drained
  await Promise.race([drained, sleep(withinMs)])
}

/** From the shutdown signal on: the buffer is written at once, and every later entry with no wait. */
export function stopBufferingAudit(): void {
  const s = state()
  s.stopping = true
  void drainAuditLog()
}

/** How many entries wait to be written (for the readiness report and tests). */
export const auditBacklog = (): number => state().rows.length
