/**
 * The queues a mail travels on, in Payload's job queue (src/jobs registers the tasks and runs the
 * queues). They are the mail's: the collections' notices and the job tasks queue mails, so mail stands
 * below them and imports nothing from src/jobs.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Notice } from './notify'

/** The queue of notices (applications, newsletters, status changes): minutes late is fine. */
export const JOB_QUEUE = 'default'

/**
 * The queue of mails someone is waiting for (a password reset, an invitation): run at once by the process
 * that queued them (src/mail/queue.ts deliverSoon) and before the notices by every runner, so a backlog of
 * notices (a newsletter to every family) never holds a reset link back.
 */
export const LINK_QUEUE = 'links'

/** Every queue, in the order a runner serves them. */
export const JOB_QUEUES = [LINK_QUEUE, JOB_QUEUE] as const

/** How many jobs one run claims at most. */
export const JOBS_PER_RUN = 10

/** Queues a notice (see notify.ts) on JOB_QUEUE or LINK_QUEUE; with `req`, inside that request's transaction. */
export const queueNotice = (payload: Payload, notice: Notice, req?: PayloadRequest, queue: (typeof JOB_QUEUES)[number] = JOB_QUEUE) =>
  payload.jobs.queue({ task: 'notify', input: notice, queue, ...(req ? { req } : {}) })

/** Runs the links queue only (a reset or an invitation just queued). */
export const runLinkJobs = (payload: Payload) => payload.jobs.run({ queue: LINK_QUEUE, limit: JOBS_PER_RUN })
