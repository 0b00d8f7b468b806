import type { PayloadRequest, TaskConfig } from 'payload'

import { mailDelivers } from './settings'

/**
 * The `notify` task: one mail to one person, delivered by this process's notifier. The task says what to
 * deliver and how often to try again; the delivery itself is a function the process plugs in
 * (`useNotifier`, the mail server by default), so a test or a worker can swap it without touching the queue.
 */
export type Notice = { to: string; subject: string; text: string; html?: string | null; replyTo?: string | null }
export type Notifier = (notice: Notice, req: PayloadRequest) => Promise<void>

/**
 * On a server without mail the notice is only logged, and only who and what about: the text may hold a
 * link or a code meant for the recipient alone.
 */
export const logNotice: Notifier = async ({ to, subject }, req) => {
  req.payload.logger.info({ msg: 'Notice (mail is not set up: logged, not sent)', to, subject })
}

// On globalThis: Next bundles this module into each of its layers, and the worker and the tests load it
// through their own module graphs; all of them must see one notifier per process.
const NOTIFIER = Symbol.for('centre.jobs.notifier')
type Slot = typeof globalThis & { [NOTIFIER]?: Notifier }

/** The notifier of this process from now on; returns a function that puts the previous one back. */
export function useNotifier(notifier: Notifier): () => void {
  const slot = globalThis as Slot
  const previous = slot[NOTIFIER]
  slot[NOTIFIER] = notifier
  return () => {
    slot[NOTIFIER] = previous
  }
}

/**
 * The default: the mail goes out through Payload's email adapter (SMTP_URL, or the console in
 * development; src/mail). A refusal or an unreachable server throws, and the queue tries again later.
 * On a server that cannot send mail the notice is only logged.
 */
export const sendAsMail: Notifier = async (notice, req) => {
  if (!mailDelivers()) return logNotice(notice, req)
  await req.payload.sendEmail({
    to: notice.to,
    subject: notice.subject,
    text: notice.text,
    ...(notice.html ? { html: notice.html } : {}),
    ...(notice.replyTo ? { replyTo: notice.replyTo } : {}),
  })
}

const currentNotifier = (): Notifier => (globalThis as Slot)[NOTIFIER] ?? sendAsMail

/**
 * Tries 5 times in all: again after 30 s, 1 min, 2 min and 4 min (Payload waits 2^tries × delay), then
 * the job is marked failed (`hasError`) with the last error, and stays in `payload_jobs` to be looked at.
 */
export const NOTIFY_RETRIES = { attempts: 4, backoff: { type: 'exponential' as const, delay: 30_000 } }

export const notifyTask: TaskConfig<'notify'> = {
  slug: 'notify',
  label: 'Notify a person',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'replyTo', type: 'text' },
  ],
  outputSchema: [{ name: 'deliveredAt', type: 'text', required: true }],
  retries: NOTIFY_RETRIES,
  handler: async ({ input, req }) => {
    await currentNotifier()(input, req)
    return { output: { deliveredAt: new Date().toISOString() } }
  },
}
