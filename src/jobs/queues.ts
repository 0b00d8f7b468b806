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

/** Queues a notice (see notify.ts) on JOB_QUEUE or LINK_QUEUE; with `req`, inside that request's transaction. */
export const queueNotice = (payload: Payload, notice: Notice, req?: PayloadRequest, queue: (typeof JOB_QUEUES)[number] = JOB_QUEUE) =>
  payload.jobs.queue({ task: 'notify', input: notice, queue, ...(req ? { req } : {}) })
