/**
 * A read started beside the one that decides (src/server/actor.ts, `besideTheDecision`): its answer is
 * there once asked for; its refusal is held, never thrown nor left unhandled before the decision, and
 * thrown as it came when the answer is asked for after it.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { besideTheDecision } from '@/server/actor'

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)

afterEach(() => {
  process.off('unhandledRejection', onUnhandled)
  unhandled.length = 0
})

describe('besideTheDecision', () => {
  it('gives the read’s answer when asked for', async () => {
    const held = await besideTheDecision(Promise.resolve({ docs: [1, 2] }))
    expect(held.answer()).toEqual({ docs: [1, 2] })
  })

  it('holds a refusal until the answer is asked for, then throws it as it came', async () => {
    process.on('unhandledRejection', onUnhandled)
    const refusal = new Error('Forbidden')
    const decision = Promise.reject(new Error('Not found'))
    const [decided, held] = await Promise.allSettled([decision, besideTheDecision(Promise.reject(refusal))])
    // The decision's own error is the one the caller sees; the read beside it has not thrown.
    expect(decided).toMatchObject({ status: 'rejected', reason: { message: 'Not found' } })
    expect(held.status).toBe('fulfilled')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(unhandled).toEqual([])
    const { answer } = (held as PromiseFulfilledResult<{ answer: () => unknown }>).value
    expect(() => answer()).toThrow(refusal)
  })
})
