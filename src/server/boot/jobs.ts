import 'server-only'

import { isDatabaseUnavailable } from '@/lib/databaseErrors'
import { getPayload } from '../payload'
import { onShutdown } from './shutdown'

const RETRY_MS = { first: 2000, max: 60_000 }

/**
 * Runs the job queue in this server process (`jobs.autoRun`, every minute) unless PAYLOAD_DISABLE_JOBS
 * is `true`. Payload starts its autoRun timers only when it is first asked for with `cron: true`, which
 * its admin and REST handlers do and our pages and /api do not: without this, a server nobody opened
 * /cms on since it started would never publish a scheduled newsletter. A database that is not there yet
 * is waited for. Asked to stop, the process starts no new run (a run under way goes on while Next
 * finishes its requests; a job cut off by the exit stays `processing`: see docs/operations.md).
 */
export function runJobsInThisProcess(): void {
  if (process.env.PAYLOAD_DISABLE_JOBS === 'true' || !process.env.DATABASE_URL || process.env.NEXT_PHASE === 'phase-production-build') return
  let delay = RETRY_MS.first
  const start = () => {
    getPayload({ cron: true }).then(
      (payload) => onShutdown(() => payload.crons.forEach((cron) => cron.stop())),
      (error: unknown) => {
        const why = isDatabaseUnavailable(error) ? 'the database is not answering' : (error as Error).name
        console.warn(`[jobs] cannot start the job queue yet (${why}); retrying in ${Math.round(delay / 1000)} s`)
        setTimeout(start, delay).unref()
        delay = Math.min(delay * 2, RETRY_MS.max)
      },
    )
  }
  start()
}
