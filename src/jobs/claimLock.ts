import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { transactionConnection } from '@/lib/transactionConnection'

/** The advisory lock that serialises claiming jobs (any fixed 64-bit number of ours). */
export const JOB_CLAIM_LOCK = 7_102_026_014

type UpdateJobsArgs = { id?: unknown; data?: { processing?: unknown }; req?: { transactionID?: unknown } }
type JobsAdapter = { updateJobs: (this: unknown, args: UpdateJobsArgs) => Promise<unknown>; [CLAIMS_SERIALISED]?: true }
const CLAIMS_SERIALISED = Symbol.for('centre.jobs.claimsSerialised')

/**
 * Two runners never run the same job, whichever process they are in (the worker, a web instance's
 * `autoRun`, a cron calling /api/cms/payload-jobs/run).
 *
 * Payload 3.90 claims jobs in one transaction of two steps (`runJobs` → `updateJobs` in
 * @payloadcms/drizzle): it SELECTs up to `limit` runnable jobs (`processing = false`, …), then UPDATEs
 * each by id to `processing = true`, with no row lock and no re-check. Two runners that SELECT at the
 * same moment both get the same job, both set the flag, and both run it (tests/int/jobs.int.spec.ts
 * shows it happen without this). Here a claim first takes a transaction-scoped advisory lock: the second
 * claim waits until the first one's transaction commits, and its SELECT (a new snapshot under READ
 * COMMITTED) then sees those jobs as processing and skips them. The lock lasts the few milliseconds of a
 * claim, not the run, so several workers still run different jobs side by side.
 */
export function serialiseJobClaims(payload: Payload): void {
  const adapter = payload.db as unknown as JobsAdapter
  if (adapter[CLAIMS_SERIALISED]) return
  const updateJobs = adapter.updateJobs
  adapter.updateJobs = async function claimOrUpdate(this: unknown, args: UpdateJobsArgs) {
    // A claim is the only update that sets `processing` to true for a query rather than for one id.
    if (args?.data?.processing === true && args.id === undefined && args.req?.transactionID) {
      const { db, inTransaction } = await transactionConnection(payload, args.req as never)
      if (inTransaction) await db.execute(sql`select pg_advisory_xact_lock(${JOB_CLAIM_LOCK})`)
    }
    return updateJobs.call(this, args)
  }
  adapter[CLAIMS_SERIALISED] = true
}
