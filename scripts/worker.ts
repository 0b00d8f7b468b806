/**
 * npm run worker: a process that only runs the job queue (src/jobs), on DATABASE_URL (or the embedded
 * PostgreSQL, like npm run dev). Give the web instances PAYLOAD_DISABLE_JOBS=true so that they leave
 * the queue to it. Several workers may run: a job is claimed by one of them only (src/jobs/claimLock.ts).
 *
 * It asks for runnable jobs every WORKER_POLL_MS (default 5000) and again at once while a run found work,
 * queuing the scheduled tasks when they are due (Payload's `schedule`: each feature's tasks, src/registry) first.
 * SIGTERM or SIGINT: it takes no new job, lets the jobs of the current run finish, closes its database
 * connections and exits 0. A job cut off harder (SIGKILL, a crash) stays marked `processing` (see
 * docs/operations.md, "Background jobs").
 */
import { canConnect } from './lib/database'
import { openPayload } from './lib/payload'

const DEFAULT_POLL_MS = 5000
const poll = Number(process.env.WORKER_POLL_MS ?? DEFAULT_POLL_MS)
const pollMs = Number.isFinite(poll) && poll >= 50 ? poll : DEFAULT_POLL_MS
/** After a failed run (the database away): wait longer each time, up to a minute. */
const MAX_BACKOFF_MS = 60_000

let stopping = false
let wake = () => undefined as void
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  console.log(`[worker] ${signal}: finishing the current run, then stopping`)
  wake()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

/** Waits `ms`, or less when asked to stop. */
const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    wake = () => {
      clearTimeout(timer)
      resolve()
    }
  })

const { isDatabaseUnavailable } = await import('../src/lib/databaseErrors')
/** Not the error's text: a driver's message may name the host (Payload logs its own errors anyway). */
const whyNot = (error: unknown) => (isDatabaseUnavailable(error) ? 'the database is not answering' : (error as Error).name)

const answers = (url: string) => canConnect(url, 2000)

// A database that is not there yet (starting, restarting) is waited for, as during a run. (Payload is
// started only once it answers: a failed start of Payload leaves a rejected promise nobody handles.)
const url = process.env.DATABASE_URL
for (let delay = pollMs; url && !(await answers(url)); delay = Math.min(delay * 2, MAX_BACKOFF_MS)) {
  if (stopping) process.exit(0)
  console.warn(`[worker] the database is not answering yet; trying again in ${(delay / 1000).toFixed(1)} s`)
  await pause(delay)
}
if (stopping) process.exit(0)
const { payload, close } = await openPayload()
const { runQueuedJobs } = await import('../src/jobs')
console.log(`[worker] running the job queue every ${pollMs} ms (pid ${process.pid})`)

let backoff = pollMs
while (!stopping) {
  try {
    // The scheduled tasks (the forgotten check-outs' hourly look): queued here too, since web instances
    // that leave the queue to workers (PAYLOAD_DISABLE_JOBS=true) start no schedule of their own.
    await payload.jobs.handleSchedules({ allQueues: true })
    const result = await runQueuedJobs(payload)
    backoff = pollMs
    // Jobs were run: look again at once (a backlog drains JOBS_PER_RUN at a time).
    if (Object.keys(result.jobStatus ?? {}).length > 0) continue
    await pause(pollMs)
  } catch (error) {
    console.warn(`[worker] could not run the queue (${whyNot(error)}); trying again in ${(backoff / 1000).toFixed(1)} s`)
    await pause(backoff)
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)
  }
}

await close()
console.log('[worker] stopped')
process.exit(0)
