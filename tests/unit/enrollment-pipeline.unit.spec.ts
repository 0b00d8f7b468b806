/**
 * The enrollment pipeline's table (src/features/applications/enrollment.ts): which moves are allowed, what a
 * refusal says, and each age group's waiting list order.
 */
import { describe, expect, it } from 'vitest'

import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/constants'
import { NEXT_STATUSES, canMove, compareWaitlist, refusalOf, waitlistPositions } from '@/features/applications/enrollment'

const STATUSES = APPLICATION_STATUSES.map((status) => status.value)

const ALLOWED: [ApplicationStatus, ApplicationStatus][] = [
  ['new', 'tour-scheduled'],
  ['new', 'offered'],
  ['new', 'waitlisted'],
  ['new', 'declined'],
  ['tour-scheduled', 'offered'],
  ['tour-scheduled', 'waitlisted'],
  ['tour-scheduled', 'declined'],
  ['waitlisted', 'offered'],
  ['waitlisted', 'declined'],
  ['waitlisted', 'tour-scheduled'],
  ['offered', 'enrolled'],
  ['offered', 'waitlisted'],
  ['offered', 'declined'],
  ['declined', 'new'],
]

describe('the allowed moves', () => {
  it('are exactly the pipeline’s table of moves (plus reopening a closed application)', () => {
    const table = STATUSES.flatMap((from) => NEXT_STATUSES[from].map((to) => [from, to]))
    expect(table.sort()).toEqual([...ALLOWED].sort())
  })

  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    const allowed = from === to || ALLOWED.some(([a, b]) => a === from && b === to)
    expect(canMove(from, to)).toBe(allowed)
    const refusal = refusalOf(from, to)
    if (allowed) expect(refusal).toBeNull()
    else expect(refusal).toMatch(/^An application cannot move from .+ to .+: .+\.$/)
  })

  it('says what to do instead', () => {
    expect(refusalOf('new', 'enrolled')).toBe('An application cannot move from Received to Enrolled: offer a place first.')
    expect(refusalOf('waitlisted', 'enrolled')).toBe('An application cannot move from On the waiting list to Enrolled: offer a place first.')
    expect(refusalOf('enrolled', 'declined')).toMatch(/Enrolled to Closed: an enrollment is final/)
    expect(refusalOf('declined', 'offered')).toMatch(/: reopen it first \(back to Received\)\.$/)
    expect(refusalOf('offered', 'new')).toMatch(/: only a closed application is reopened\.$/)
    expect(refusalOf('offered', 'tour-scheduled')).toBe(
      'An application cannot move from Place offered to Tour scheduled: its next steps are Enrolled, On the waiting list, Closed.',
    )
  })

  it('make enrolled final and never reach it but from an offer', () => {
    expect(NEXT_STATUSES.enrolled).toEqual([])
    expect(STATUSES.filter((from) => NEXT_STATUSES[from].includes('enrolled'))).toEqual(['offered'])
  })
})

describe('the waiting list', () => {
  const entry = (id: string, childAgeGroup: string, statusChangedAt: string | null, submittedAt: string | null) => ({ id, childAgeGroup, statusChangedAt, submittedAt })

  it('is ordered by when each application was waitlisted, then submitted, then by id', () => {
    const a = entry('a', 'toddler', '2026-03-01T10:00:00.000Z', '2026-01-05T10:00:00.000Z')
    const b = entry('b', 'toddler', '2026-03-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z')
    const c = entry('c', 'toddler', '2026-02-01T10:00:00.000Z', '2026-01-09T10:00:00.000Z')
    const d = entry('d', 'toddler', null, null)
    const e = entry('e', 'toddler', '2026-03-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z')
    expect([a, b, c, d, e].sort(compareWaitlist).map((x) => x.id)).toEqual(['c', 'b', 'e', 'a', 'd'])
  })

  it('numbers each age group from 1', () => {
    const positions = waitlistPositions([
      entry('t2', 'toddler', '2026-03-02T00:00:00.000Z', null),
      entry('i1', 'infant', '2026-03-05T00:00:00.000Z', null),
      entry('t1', 'toddler', '2026-03-01T00:00:00.000Z', null),
      entry('i2', 'infant', '2026-03-06T00:00:00.000Z', null),
      entry('t3', 'toddler', '2026-03-03T00:00:00.000Z', null),
    ])
    expect(Object.fromEntries(positions)).toEqual({ t1: 1, t2: 2, t3: 3, i1: 1, i2: 2 })
  })

  it('is empty without waitlisted applications', () => {
    expect(waitlistPositions([]).size).toBe(0)
  })
})
