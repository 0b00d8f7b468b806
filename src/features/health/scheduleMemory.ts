import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { transactionConnection } from '@/lib/transactionConnection'

/**
 * The required immunization schedule, kept per language in a server process: every child's immunization
 * read needs it, and it changes only when an admin edits a vaccine in /cms (the state's rules), while
 * reading it is a localized collection with its doses in an array table (bench:api measured 4.5 ms of
 * CPU, a third of the read). The schedule is public (anyone may read it), and it is kept as an anonymous
 * visitor reads it, so keeping it shows nobody more than their own read would.
 *
 * A stale schedule would show a child's status wrongly, so it is kept only in a process that hears every
 * change (src/features/health/boot.ts: a server, while its listener is connected) and read each time
 * everywhere else (scripts, the worker, the tests). A change made through Payload, in whatever process,
 * forgets the schedule in its own process at once and announces it with PostgreSQL's NOTIFY on
 * VACCINES_CHANNEL on the write's transaction: delivered at commit, never on a rollback. Every server
 * forgets it when the notice arrives (its own included, so a read made between the write and its commit
 * is not kept), and whenever its listener (re)connects, since notices sent meanwhile are lost.
 */
export const VACCINES_CHANNEL = 'centre_vaccines_changed'

type Memory = { kept: Map<string, Promise<unknown>> }

// On globalThis: Next bundles this module once per layer, and the vaccines' hooks may run in another
// layer's copy than the health routes'.
const shared = globalThis as typeof globalThis & { __centreVaccineSchedules?: Memory }
const memory = (shared.__centreVaccineSchedules ??= { kept: new Map() })

/** The schedule in `locale`: the kept one while this process hears every change (`hearing`: it listens on VACCINES_CHANNEL now), else `load()`'s. */
export function keptSchedule<T>(locale: string, load: () => Promise<T>, hearing: boolean): Promise<T> {
  if (!hearing) return load()
  const kept = memory.kept.get(locale) as Promise<T> | undefined
  if (kept) return kept
  const loading = load()
  memory.kept.set(locale, loading)
  loading.catch(() => {
    if (memory.kept.get(locale) === loading) memory.kept.delete(locale) // a failed read is tried again
  })
  return loading
}

/** Forgets every kept schedule in this process. */
export function forgetSchedules() {
  memory.kept.clear()
}

/** Forgets the schedule here and tells every server process (when `req`'s transaction commits). */
export async function scheduleChanged(req: PayloadRequest): Promise<void> {
  forgetSchedules()
  try {
    const { db } = await transactionConnection(req.payload, req)
    await db.execute(sql`select pg_notify(${VACCINES_CHANNEL}, 'changed')`)
  } catch (error) {
    // Inside a transaction a failed notice fails the commit too, so the change itself does not happen.
    req.payload.logger.error({ err: error, msg: 'Could not announce a change to the immunization schedule' })
  }
}

/** The vaccines' hooks: any change to the schedule is announced. */
export const announceScheduleChange: CollectionAfterChangeHook = async ({ req, doc }) => {
  await scheduleChanged(req)
  return doc
}
export const announceScheduleRemoval: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await scheduleChanged(req)
  return doc
}
