/**
 * Real days (issue 47, point 5), over HTTP: a day parameter or field of the API is a day the calendar has,
 * read the one way (src/lib/dates.ts parseDay, through the contract's dayField and dateText), never rolled
 * over by `Date.parse` (2026-02-30 → 2 March). Each is refused with its own message from docs/spec.md and
 * writes nothing; a leap day of a leap year is taken.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { auditMessages } from '@/features/audit/service'
import { billingMessages } from '@/features/billing/schemas'
import { medicationMessages } from '@/features/health/medication'
import { applicationMessages } from '@/features/applications/schemas'
import { childServerMessages } from '@/contract/schemas/child'
import { api } from './helpers/api'
import { validApplication } from './helpers/fixtures'
import { signedIn } from './helpers/logins'
import { type Actors, countAll, firstChildOf, loadActors } from './helpers/payload'

type Failure = { message: string; errors?: { field: string; message: string }[] }

/** Days the calendar does not have, as `YYYY-MM-DD` or almost: past a month's end, 29 February of a common year, a 13th month, one digit. */
const NOT_DAYS = ['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-1-5']

let actors: Actors
let cookies: Record<'parentA' | 'admin', string>
let childA: string

beforeAll(async () => {
  process.env.RATE_LIMIT_FORMS = '0'
  actors = await loadActors()
  cookies = await signedIn('parentA', 'admin')
  childA = (await firstChildOf(actors.parentA)).id
})

const expectRefused = (result: { status: number; body: unknown; text: string }, field: string, message: string) => {
  expect(result.status, result.text).toBe(400)
  expect(result.body as Failure).toMatchObject({ message, errors: [{ field, message }] })
}

describe('day parameters are calendar days', () => {
  it('GET /api/children/:childId/medications/doses?from= takes a real day only: 400 "from must be a day (YYYY-MM-DD)" otherwise', async () => {
    for (const from of NOT_DAYS) {
      const result = await api('GET', `/api/children/${childA}/medications/doses?from=${from}`, { cookie: cookies.parentA })
      expectRefused(result, 'from', medicationMessages.from)
      expect(medicationMessages.from).toBe('from must be a day (YYYY-MM-DD)')
    }
    const leapDay = await api('GET', `/api/children/${childA}/medications/doses?from=2024-02-29`, { cookie: cookies.parentA })
    expect(leapDay.status, leapDay.text).toBe(200)
    expect(Array.isArray(leapDay.body)).toBe(true)
  })

  it('GET /api/admin/audit?from=&to= take real days (or times on them): 400 with the start’s or the end’s message otherwise', async () => {
    for (const day of NOT_DAYS) {
      expectRefused(await api('GET', `/api/admin/audit?from=${day}`, { cookie: cookies.admin }), 'from', auditMessages.from)
      expectRefused(await api('GET', `/api/admin/audit?to=${day}`, { cookie: cookies.admin }), 'to', auditMessages.to)
    }
    expectRefused(await api('GET', '/api/admin/audit?from=2026-02-30T10:00:00.000Z', { cookie: cookies.admin }), 'from', auditMessages.from)
    const leapDay = await api('GET', '/api/admin/audit?from=2024-02-29&to=2024-02-29', { cookie: cookies.admin })
    expect(leapDay.status, leapDay.text).toBe(200)
  })

  it('GET /api/admin/billing/subsidy-report?month= takes a real month only', async () => {
    for (const month of ['2026-13', '2026-00', '2026-1', '2026-02-01']) {
      expectRefused(await api('GET', `/api/admin/billing/subsidy-report?month=${month}`, { cookie: cookies.admin }), 'month', billingMessages.month)
    }
  })
})

describe('day fields are calendar days, and a refused one writes nothing', () => {
  it('POST /api/admin/billing/payments: receivedAt is a real day, with its message', async () => {
    const before = await countAll('ledger-entries')
    for (const receivedAt of NOT_DAYS) {
      const result = await api('POST', '/api/admin/billing/payments', { cookie: cookies.admin, body: { familyId: actors.parentA!.id, amountCents: 100, method: 'cash', receivedAt } })
      expectRefused(result, 'receivedAt', billingMessages.receivedAt)
    }
    expect(await countAll('ledger-entries')).toBe(before)
  })

  it('POST /api/children: a date of birth and an enrollment date are real days, with their messages', async () => {
    const before = await countAll('children')
    const child = { firstName: 'Leap', lastName: 'Day', dateOfBirth: '2024-02-29', parentId: actors.parentA!.id, enrollmentDate: '2024-03-01' }
    for (const day of NOT_DAYS) {
      expectRefused(await api('POST', '/api/children', { cookie: cookies.admin, body: { ...child, dateOfBirth: day } }), 'dateOfBirth', childServerMessages.dateOfBirth)
      expectRefused(await api('POST', '/api/children', { cookie: cookies.admin, body: { ...child, enrollmentDate: day } }), 'enrollmentDate', childServerMessages.enrollmentDate)
    }
    expect(await countAll('children')).toBe(before)
  })

  it('POST /api/applications: the child’s date of birth and the desired start are real days, with their messages', async () => {
    const before = await countAll('applications')
    for (const day of NOT_DAYS) {
      expectRefused(await api('POST', '/api/applications', { body: validApplication({ childDateOfBirth: day }) }), 'childDateOfBirth', applicationMessages.childDateOfBirth)
      expectRefused(await api('POST', '/api/applications', { body: validApplication({ desiredStartDate: day }) }), 'desiredStartDate', applicationMessages.desiredStartDate)
    }
    expect(await countAll('applications')).toBe(before)
  })
})
