import type { PayloadRequest, TaskConfig } from 'payload'

/**
 * The `notify` task: one message to one person, delivered by this process's notifier. It is the pattern
 * for every task that reaches outside (the e-mail of the next issues): the task says what to deliver and
 * how often to try again; the delivery itself is a function the process plugs in (`useNotifier`), so a
 * test or a worker can swap it without touching the queue.
 */
export type Notice = { to: string; subject: string; text: string }
export type Notifier = (notice: Notice, req: PayloadRequest) => Promise<void>

/**
 * Without a notifier the notice is only logged, and only who and what about: the text may hold a link
 * or a code meant for the recipient alone.
 */
export const logNotice: Notifier = async ({ to, subject }, req) => {
  req.payload.logger.info({ msg: 'Notice (no notifier configured: logged, not sent)', to, subject })
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

const currentNotifier = (): Notifier => (globalThis as Slot)[NOTIFIER] ?? logNotice

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
  ],
  outputSchema: [{ name: 'deliveredAt', type: 'text', required: true }],
  retries: NOTIFY_RETRIES,
  handler: async ({ input, req }) => {
    await currentNotifier()(input, req)
    return { output: { deliveredAt: new Date().toISOString() } }
  },
}
