/**
 * The time limit of each /api/ready check (src/server/health/checks.ts): 2 s, or READY_CHECK_TIMEOUT_MS
 * when it is a positive number; a check past its limit fails as `timed out` (on fake timers: no waiting).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CHECK_TIMEOUT_MS, CheckFailed, checkTimeoutMs, withTimeout } from '@/server/health/checks'

const saved = process.env.READY_CHECK_TIMEOUT_MS

afterEach(() => {
  vi.useRealTimers()
  if (saved === undefined) delete process.env.READY_CHECK_TIMEOUT_MS
  else process.env.READY_CHECK_TIMEOUT_MS = saved
})

describe('readiness check time limit', () => {
  it('is 2 s unless READY_CHECK_TIMEOUT_MS is a positive number of milliseconds', () => {
    delete process.env.READY_CHECK_TIMEOUT_MS
    expect(CHECK_TIMEOUT_MS).toBe(2000)
    expect(checkTimeoutMs()).toBe(2000)
    for (const ignored of ['', '0', '-5', 'soon']) {
      process.env.READY_CHECK_TIMEOUT_MS = ignored
      expect(checkTimeoutMs(), ignored).toBe(2000)
    }
    process.env.READY_CHECK_TIMEOUT_MS = '7500'
    expect(checkTimeoutMs()).toBe(7500)
  })

  it('a check still running at the configured limit fails as "timed out"; one that answers before it passes', async () => {
    vi.useFakeTimers()
    process.env.READY_CHECK_TIMEOUT_MS = '5000'
    const never = new Promise<void>(() => undefined)
    const slow = withTimeout(never)
    const outcome = slow.then(
      () => 'answered',
      (error: unknown) => (error instanceof CheckFailed ? error.problem : 'other'),
    )
    await vi.advanceTimersByTimeAsync(4999)
    const early = await Promise.race([outcome, Promise.resolve('still waiting')])
    expect(early).toBe('still waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe('timed out')

    const answering = withTimeout(new Promise<string>((resolve) => setTimeout(() => resolve('pong'), 4000)))
    await vi.advanceTimersByTimeAsync(4000)
    expect(await answering).toBe('pong')
  })
})
