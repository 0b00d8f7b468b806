/**
 * Background jobs (src/jobs) on the run's PostgreSQL: a job is run by one runner only however many race
 * for it, a failing task is tried again after growing delays and then marked failed, and `npm run
 * worker` runs queued jobs and stops cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, getPayload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { JOB_QUEUE, JOB_QUEUES, queueNotice, useNotifier, type Notice } from '@/jobs'
import { jobsConfig } from '@/registry'
import { NOTIFY_RETRIES as RETRIES } from '@/mail/notify'
import { testPayload } from './helpers/payload'
import { tsCommand } from '../../scripts/lib/run'
import { patience } from './patience'

const ROOT = path.resolve(import.meta.dirname, '../..')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let restoreNotifier = () => undefined as void
afterEach(() => {
  restoreNotifier()
  _internal_resetJobSystemGlobals()
})

/** A queue of the test's own, so that no other job of the shared database is run here. */
const queueOf = (name: string) => `test-${name}-${Date.now()}`

async function queueNotices(queue: string, count: number): Promise<string[]> {
  const payload = await testPayload()
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const job = await payload.jobs.queue({ task: 'notify', queue, input: { to: `family${i}@example.com`, subject: `Notice ${i}`, text: 'Hello' } })
    ids.push(String(job.id))
  }
  return ids
}

const jobById = async (id: string) => (await testPayload()).findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
/** Payload deletes a job once it has succeeded (`deleteJobOnComplete`); a failed one stays. */
const jobsLeft = async (ids: string[]) =>
  (await testPayload()).count({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true }).then((result) => result.totalDocs)

describe('the job queue', () => {
  it('a process that leaves the queue to a worker (PAYLOAD_DISABLE_JOBS=true) starts no minute timer: it neither runs jobs nor queues the scheduled tasks', async () => {
    // The test process is such a process (tests/int/setup.ts). Payload starts its timers for whoever asks with
    // `cron: true` (its own REST and admin handlers do): its timer queues the scheduled tasks before it asks
    // shouldAutoRun, so a timer started here would still queue them.
    expect(process.env.PAYLOAD_DISABLE_JOBS).toBe('true')
    const payload = await getPayload({ config: (await import('@payload-config')).default, cron: true })
    try {
      expect(payload.crons).toEqual([])
    } finally {
      for (const cron of payload.crons) cron.stop()
    }
    // A process that runs the queue: a timer per queue every minute, scheduling included.
    process.env.PAYLOAD_DISABLE_JOBS = ''
    try {
      const autoRun: { cron: string; queue: string; disableScheduling?: boolean }[] = jobsConfig.autoRun()
      expect(autoRun.map(({ cron, queue, disableScheduling }) => ({ cron, queue, disableScheduling }))).toEqual(JOB_QUEUES.map((queue) => ({ cron: '* * * * *', queue, disableScheduling: undefined })))
    } finally {
      process.env.PAYLOAD_DISABLE_JOBS = 'true'
    }
  })

  it('runs each queued job once, with several runners racing for the queue', async () => {
    const payload = await testPayload()
    const queue = queueOf('race')
    const ids = await queueNotices(queue, 24)
    const delivered: string[] = []
    restoreNotifier = useNotifier(async (notice: Notice) => {
      delivered.push(notice.subject)
      await sleep(15)
    })

    // Four runners at once, each claiming up to 5 jobs, again and again until the queue is empty: each
    // claim is its own transaction on its own connection, as in four worker processes.
    // (A job run twice also breaks the runner that finishes second: the first deleted it. Those errors
    // are collected, so the test reports the double runs.)
    const failures: string[] = []
    for (let round = 0; round < 20; round++) {
      const results = await Promise.all(
        [1, 2, 3, 4].map(() => payload.jobs.run({ queue, limit: 5 }).catch((error: Error) => (failures.push(error.message), { jobStatus: { failed: true } }))),
      )
      if (results.every((result) => Object.keys(result.jobStatus ?? {}).length === 0)) break
    }

    const twice = delivered.filter((subject, i) => delivered.indexOf(subject) !== i)
    expect(twice, 'run more than once').toEqual([])
    expect(new Set(delivered).size).toBe(24)
    expect(failures).toEqual([])
    // Every one succeeded (a job is deleted once it has).
    expect(await jobsLeft(ids)).toBe(0)
  })

  it('tries a failing task again after growing delays, then marks the job failed', async () => {
    const payload = await testPayload()
    const queue = queueOf('retry')
    const [id] = await queueNotices(queue, 1)
    let attempts = 0
    restoreNotifier = useNotifier(async () => {
      attempts++
      throw new Error('The mail server said no')
    })
    // Payload's own clock for its job system: the test moves it instead of waiting minutes.
    let now = new Date()
    _internal_jobSystemGlobals.getCurrentDate = () => now

    const delays: number[] = []
    for (let attempt = 1; attempt <= RETRIES.attempts + 1; attempt++) {
      await payload.jobs.run({ queue, silent: true })
      expect(attempts).toBe(attempt)
      const job = await jobById(id!)
      expect(job.totalTried).toBe(attempt)
      expect(job.processing).toBe(false)
      if (attempt <= RETRIES.attempts) {
        expect(job.hasError).toBe(false)
        const waitUntil = new Date(job.waitUntil!)
        delays.push(waitUntil.getTime() - now.getTime())
        // Not a moment before its time: a run just before waitUntil leaves it alone.
        now = new Date(waitUntil.getTime() - 1000)
        await payload.jobs.run({ queue, silent: true })
        expect(attempts).toBe(attempt)
        now = new Date(waitUntil.getTime() + 1)
      } else {
        expect(job.hasError).toBe(true)
        expect(job.completedAt).toBeFalsy()
        expect((job.error as { message?: string }).message).toBe('The mail server said no')
      }
    }
    // 2^n × the base delay: 30 s, 1 min, 2 min, 4 min.
    expect(delays).toEqual([0, 1, 2, 3].map((n) => 2 ** n * RETRIES.backoff.delay))

    // Failed for good: a day later it is still not run.
    now = new Date(now.getTime() + 86_400_000)
    await payload.jobs.run({ queue, silent: true })
    expect(attempts).toBe(RETRIES.attempts + 1)
  })

  it('npm run worker runs queued jobs, then exits 0 on SIGTERM', async () => {
    const payload = await testPayload()
    // The mails earlier test files queued as a side effect (invitations, notices of new applications) are
    // not this test's: without them the worker's first run reaches this test's jobs at once.
    await payload.delete({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, overrideAccess: true })
    // Queued as the app queues a notice, on the default queue the worker runs.
    const queued = await queueNotice(payload, { to: 'family@example.com', subject: 'Worker test', text: 'Hello' })
    expect(queued.queue).toBe(JOB_QUEUE)
    const first = String(queued.id)
    // As `npm run worker` starts it: Node with tsx's loader, one process, so SIGTERM reaches the script
    // itself. (tsx's own command relays signals to a child and kills it outright when the child has not
    // answered within 60 ms, which a loaded machine exceeds: a job cut off mid-run.)
    const worker = spawn(...tsCommand('scripts/worker.ts'), {
      cwd: ROOT,
      env: { ...process.env, WORKER_POLL_MS: '200' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    worker.stdout.on('data', (chunk) => (output += chunk))
    worker.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => worker.on('exit', (code, signal) => resolve({ code, signal })))
    try {
      const completed = async (id: string) => {
        const deadline = Date.now() + patience(60_000)
        while (Date.now() < deadline) {
          if ((await jobsLeft([id])) === 0) return true
          await sleep(200)
        }
        return false
      }
      expect(await completed(first), output).toBe(true)
      // Queued while it runs: the next poll takes it.
      const [second] = await queueNotices(JOB_QUEUE, 1)
      expect(await completed(second!), output).toBe(true)

      const stoppedAt = Date.now()
      worker.kill('SIGTERM')
      const { code, signal } = await exited
      expect({ code, signal }, output).toEqual({ code: 0, signal: null })
      expect(Date.now() - stoppedAt).toBeLessThan(10_000)
      expect(output).toContain('[worker] stopped')
      // The default notifier mailed both notices: without SMTP_URL, outside production, to the console.
      expect(output.match(/Subject: Worker test\n/g)).toHaveLength(1)
      expect(output.match(/Subject: Notice 0\n/g)).toHaveLength(1)
      expect(output).toContain('Mail (not sent: SMTP_URL is not set; printed here instead)')
    } finally {
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL')
    }
  }, patience(180_000)) // A new process that starts tsx and Payload, then waits for two jobs: slow on a busy 2-core machine.
})
