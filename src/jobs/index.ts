import type { JobsConfig, Payload } from 'payload'

import { jobRunners } from '@/access/jobRunners'
import { notifyTask } from '@/mail/notify'
import { JOB_QUEUES, JOBS_PER_RUN, LINK_QUEUE } from '@/mail/queues'

type JobTask = NonNullable<JobsConfig['tasks']>[number]

/** The kernel's own tasks: the mail's `notify` (src/mail/notify.ts, on the queues of src/mail/queues.ts). */
export const kernelJobTasks: JobTask[] = [notifyTask]

/**
 * Background work, in Payload's job queue on PostgreSQL (`payload_jobs`), with the features' tasks
 * (`featureTasks`: src/registry composes them from each feature's descriptor, and payload.config.ts
 * takes its `jobsConfig`): the kernel's `notify`, then theirs (the forgotten check-outs, the month's
 * billing run, the month-end fire drill reminder), each with its own schedule. Scheduled newsletter
 * publication is Payload's own task (`schedulePublish`, from the Newsletters collection's drafts).
 *
 * Who runs the queue: every server process every minute (`autoRun`), unless PAYLOAD_DISABLE_JOBS=true;
 * and `npm run worker` (scripts/worker.ts), a process that only runs jobs. However many run it, a job is
 * claimed by one runner only (claimLock.ts).
 */
export function jobsConfigWith(featureTasks: readonly JobTask[]) {
  return {
    tasks: [...kernelJobTasks, ...featureTasks],
    // GET /api/cms/payload-jobs/run: admins, or a cron with CRON_SECRET (Payload's default: any user).
    access: { run: jobRunners },
    // Oldest first, so a backlog drains in the order it was queued.
    processingOrder: 'createdAt' as const,
    // Runs the queue (scheduled newsletter publications, notices) on the long-lived server, and queues the
    // scheduled tasks when they are due. PAYLOAD_DISABLE_JOBS=true: this process leaves both to a worker (or to
    // the scripts' own runs) and starts no minute's cron at all: Payload's cron queues the scheduled tasks
    // before it asks shouldAutoRun, so a process that only declined to run them still queued them.
    autoRun: () => (queueLeftToOthers() ? [] : JOB_QUEUES.map((queue) => ({ cron: '* * * * *', queue, limit: JOBS_PER_RUN }))),
    shouldAutoRun: () => !queueLeftToOthers(),
  }
}

/** PAYLOAD_DISABLE_JOBS=true: this process neither runs the queue nor queues the scheduled tasks (a worker does). */
export const queueLeftToOthers = () => process.env.PAYLOAD_DISABLE_JOBS === 'true'

/**
 * One run: the waiting links first, then the rest of every queue (a queue of another name included), at
 * most `limit` runnable jobs in all, oldest first within each.
 */
export async function runQueuedJobs(payload: Payload, limit = JOBS_PER_RUN): Promise<{ jobStatus: Record<string, unknown> }> {
  const links = await payload.jobs.run({ queue: LINK_QUEUE, limit })
  const ran = Object.keys(links?.jobStatus ?? {}).length
  if (ran >= limit) return { jobStatus: { ...links?.jobStatus } }
  const rest = await payload.jobs.run({ allQueues: true, limit: limit - ran })
  return { jobStatus: { ...links?.jobStatus, ...rest?.jobStatus } }
}

export { JOB_QUEUE, JOB_QUEUES, JOBS_PER_RUN, LINK_QUEUE, queueNotice, runLinkJobs } from '@/mail/queues'
export { serialiseJobClaims } from './claimLock'
export { logNotice, useNotifier, type Notice, type Notifier } from '@/mail/notify'
