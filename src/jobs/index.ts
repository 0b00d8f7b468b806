import type { Payload, PayloadRequest } from 'payload'

import { jobRunners } from '@/access/jobRunners'
import { notifyTask, type Notice } from './notify'

/**
 * Background work, in Payload's job queue on PostgreSQL (`payload_jobs`). Every task the app runs is
 * registered here, and only here (payload.config.ts takes `jobsConfig`). Scheduled newsletter
 * publication is Payload's own task (`schedulePublish`, from the Newsletters collection's drafts).
 *
 * Who runs the queue: every server process every minute (`autoRun`), unless PAYLOAD_DISABLE_JOBS=true;
 * and `npm run worker` (scripts/worker.ts), a process that only runs jobs. However many run it, a job is
 * claimed by one runner only (claimLock.ts).
 */
export const jobTasks = [notifyTask]

/** The one queue today; a task sent elsewhere would be run only by a runner of that queue. */
export const JOB_QUEUE = 'default'

/** How many jobs one run claims at most. */
export const JOBS_PER_RUN = 10

export const jobsConfig = {
  tasks: jobTasks,
  // GET /api/cms/payload-jobs/run: admins, or a cron with CRON_SECRET (Payload's default: any user).
  access: { run: jobRunners },
  // Oldest first, so a backlog drains in the order it was queued.
  processingOrder: 'createdAt',
  // Runs the queue (scheduled newsletter publications, notices) on the long-lived server.
  autoRun: [{ cron: '* * * * *', queue: JOB_QUEUE, limit: JOBS_PER_RUN }],
  // PAYLOAD_DISABLE_JOBS=true: this process leaves the queue to a worker (or to the scripts' own runs).
  shouldAutoRun: () => process.env.PAYLOAD_DISABLE_JOBS !== 'true',
}

/** Queues a notice (see notify.ts); with `req`, inside that request's transaction. */
export const queueNotice = (payload: Payload, notice: Notice, req?: PayloadRequest) =>
  payload.jobs.queue({ task: 'notify', input: notice, queue: JOB_QUEUE, ...(req ? { req } : {}) })

/** One run of every queue: at most JOBS_PER_RUN runnable jobs, oldest first. */
export const runQueuedJobs = (payload: Payload, limit = JOBS_PER_RUN) => payload.jobs.run({ allQueues: true, limit })

export { serialiseJobClaims } from './claimLock'
export { logNotice, useNotifier, type Notice, type Notifier } from './notify'
