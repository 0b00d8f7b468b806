import type { Payload, PayloadRequest } from 'payload'

import { mailCentre } from './centre'
import { type MailContent, renderMail } from './layout'
import { JOB_QUEUE, LINK_QUEUE, queueNotice, runLinkJobs } from './queues'
import { mailDelivers } from './settings'

/**
 * Queues one mail (the `notify` job: tried again after growing delays if the mail server is away, never
 * sent inside the request). `awaited`: someone is waiting for it (a link), it goes on the links queue,
 * which deliverSoon runs at once and every runner serves first. With `req`, inside that request's transaction: the mail exists only if what
 * it announces was saved. Returns false, queuing nothing, when this server cannot send mail.
 *
 * The job holds the mail as rendered here (subject, HTML, text), in the language its builder was given:
 * the caller reads the recipient's language when it builds the mail (notices.ts,
 * passwordLinks.ts), so the job needs no language of its own and the worker no catalogue lookups.
 */
export async function queueMail(
  payload: Payload,
  { to, content, replyTo, awaited = false }: { to: string; content: MailContent; replyTo?: string | null; awaited?: boolean },
  req?: PayloadRequest,
): Promise<boolean> {
  if (!mailDelivers()) {
    payload.logger.info({ msg: 'Mail not queued: SMTP_URL is not set', to, subject: content.subject })
    return false
  }
  const centre = await mailCentre(payload, req)
  const { subject, html, text } = renderMail(content, centre)
  await queueNotice(payload, { to, subject, text, html, ...(replyTo ? { replyTo } : {}) }, req, awaited ? LINK_QUEUE : JOB_QUEUE)
  return true
}

/**
 * Runs the links queue now, in the background, for a mail someone is waiting for (a reset link): call it
 * once the transaction that queued the mail has committed. Only that queue: a backlog of notices does not
 * hold the link back. Without it the mail goes out at the queue's next minute. A process that leaves the queue to a worker (PAYLOAD_DISABLE_JOBS=true) leaves this one too.
 */
export function deliverSoon(payload: Payload): void {
  if (process.env.PAYLOAD_DISABLE_JOBS === 'true') return
  setTimeout(() => {
    runLinkJobs(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Running the mail queue failed; the next run tries again' }))
  }, 0)
}
