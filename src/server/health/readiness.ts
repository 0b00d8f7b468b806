import 'server-only'

import type { Readiness, ReadinessCheck } from '@/contract/records'
import { isShuttingDown } from '../boot/shutdown'
import { getPayload } from '../payload'
import { CheckFailed, headBucket, pendingMigrations, pingRedis, storageSettings, withTimeout } from './checks'

/**
 * Whether this instance can serve: PostgreSQL answers and has every committed migration; Redis answers
 * when REDIS_URL is set; the bucket answers when S3_BUCKET is set. The checks run side by side, each
 * within checkTimeoutMs() (2 s unless READY_CHECK_TIMEOUT_MS says otherwise). An answer is reused for a second, so a flood of probes costs at most
 * one round of checks a second. A process asked to stop is not ready, at once.
 */
const FRESH_MS = 1000

const problemOf = (error: unknown) => (error instanceof CheckFailed ? error.problem : 'unreachable')

async function databaseChecks(): Promise<ReadinessCheck[]> {
  try {
    const pending = await withTimeout(getPayload().then(pendingMigrations))
    return [
      { name: 'database', ok: true },
      pending.length === 0 ? { name: 'migrations', ok: true } : { name: 'migrations', ok: false, problem: `${pending.length} not applied` },
    ]
  } catch (error) {
    return [
      { name: 'database', ok: false, problem: problemOf(error) },
      { name: 'migrations', ok: false, problem: 'not checked' },
    ]
  }
}

async function check(name: ReadinessCheck['name'], work: () => Promise<void>): Promise<ReadinessCheck> {
  try {
    await work()
    return { name, ok: true }
  } catch (error) {
    return { name, ok: false, problem: problemOf(error) }
  }
}

async function checkEverything(): Promise<Readiness> {
  const redisURL = process.env.REDIS_URL
  const storage = storageSettings()
  const checks = (
    await Promise.all([
      databaseChecks(),
      redisURL ? check('redis', () => pingRedis(redisURL)).then((one) => [one]) : [],
      storage ? check('storage', () => headBucket(storage)).then((one) => [one]) : [],
    ])
  ).flat()
  return summarise([{ name: 'process', ok: true }, ...checks])
}

function summarise(checks: ReadinessCheck[]): Readiness {
  const failing = checks.filter((one) => !one.ok)
  if (failing.length === 0) return { status: 'ready', checks }
  return { status: 'unavailable', checks, message: `Not ready: ${failing.map((one) => `${one.name} ${one.problem}`).join(', ')}.` }
}

let last: { key: string; at: number; answer: Promise<Readiness> } | undefined
let wasReady: boolean | undefined

export function readiness(): Promise<Readiness> {
  if (isShuttingDown()) return Promise.resolve(summarise([{ name: 'process', ok: false, problem: 'shutting down' }]))
  // Another configuration (a test, a changed environment) is checked afresh.
  const key = JSON.stringify([process.env.REDIS_URL ?? '', storageSettings()])
  if (last && last.key === key && Date.now() - last.at < FRESH_MS) return last.answer
  const answer = checkEverything().then((result) => {
    // Said once per change, not on every probe.
    const ready = result.status === 'ready'
    if (wasReady !== undefined && ready !== wasReady) {
      if (ready) console.log('[ready] ready again')
      else console.warn(`[ready] ${result.message}`)
    }
    wasReady = ready
    return result
  })
  last = { key, at: Date.now(), answer }
  return answer
}
