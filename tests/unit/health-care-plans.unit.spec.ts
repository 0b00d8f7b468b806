/**
 * Care plans' yearly review (src/features/health/carePlans.ts, docs/spec.md §15) and the body of
 * POST /api/children/:childId/care-plans.
 */
import { describe, expect, it } from 'vitest'

import { reviewDueOn, reviewState } from '@/features/health/carePlans'
import { carePlanMessages, carePlanSchema } from '@/features/health/schemas'

describe('the yearly review', () => {
  it('is due a year after the last one (the 29th of February: the 28th)', () => {
    expect(reviewDueOn('2026-03-15')).toBe('2027-03-15')
    expect(reviewDueOn('2024-02-29')).toBe('2025-02-28')
    expect(reviewDueOn('2026-03-15T00:00:00.000Z')).toBe('2027-03-15')
  })

  it('is current until 30 days before, due within them, overdue the day after', () => {
    expect(reviewState('2026-03-15', '2027-02-12')).toBe('current')
    expect(reviewState('2026-03-15', '2027-02-13')).toBe('due')
    expect(reviewState('2026-03-15', '2027-03-15')).toBe('due')
    expect(reviewState('2026-03-15', '2027-03-16')).toBe('overdue')
  })
})

describe('the body of a care plan', () => {
  const valid = { kind: 'allergy', name: 'Peanuts', severity: 'severe', whatToDo: 'Give the auto-injector, call 911.', lastReviewedOn: '2026-09-01' }
  const errorsOf = (body: unknown) => {
    const result = carePlanSchema.safeParse(body)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('takes an allergy or a condition, its name, severity, what to do and the last review’s day', () => {
    expect(errorsOf(valid)).toEqual([])
    expect(errorsOf({ ...valid, kind: 'condition', reaction: 'Wheezing', medicines: 'Albuterol inhaler' })).toEqual([])
  })

  it('refuses each missing or wrong field with its message', () => {
    expect(errorsOf({ ...valid, kind: 'mood' })).toEqual([`kind: ${carePlanMessages.kind}`])
    expect(errorsOf({ ...valid, name: ' ' })).toEqual([`name: ${carePlanMessages.name}`])
    expect(errorsOf({ ...valid, severity: 'extreme' })).toEqual([`severity: ${carePlanMessages.severity}`])
    expect(errorsOf({ ...valid, whatToDo: '' })).toEqual([`whatToDo: ${carePlanMessages.whatToDo}`])
    expect(errorsOf({ ...valid, lastReviewedOn: '2026-02-30' })).toEqual([`lastReviewedOn: ${carePlanMessages.lastReviewedOn}`])
    expect(errorsOf({ ...valid, lastReviewedOn: undefined })).toEqual([`lastReviewedOn: ${carePlanMessages.lastReviewedOn}`])
  })
})
