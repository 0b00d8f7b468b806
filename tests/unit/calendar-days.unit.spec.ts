/**
 * Real days (issue 47, point 5): one reading of a day (`YYYY-MM-DD`) and of a month (`YYYY-MM`) for every
 * day and month the API takes (src/lib/dates.ts parseDay, parseMonth, isMoment; the contract's dayField,
 * monthField and dateText in src/contract/schemas/fields.ts), leap years by the Gregorian rule; and every
 * schema with a day, a month or a moment refuses one the calendar does not have, with its field's own
 * message, where `Date.parse` would have rolled 2026-02-30 over into March.
 */
import type { z } from 'zod'
import { describe, expect, it } from 'vitest'

import { dateText, dayField, monthField } from '@/contract/schemas/fields'
import { childFormSchema, childSchema, childServerMessages } from '@/contract/schemas/child'
import { applicationMessages, enrollmentApplicationSchema } from '@/features/applications/schemas'
import { attendanceMessages, closeForgottenSchema } from '@/features/attendance/schemas'
import { agencyPaymentSchema, billingMessages, billingRunSchema, deskPaymentSchema } from '@/features/billing/schemas'
import { parsePeriod } from '@/features/billing/tuition'
import { drillMessages, drillSchema } from '@/features/drills/schemas'
import { dailyActivityMessages, dailyActivitySchema } from '@/features/family-records/schemas'
import { medicationMessages } from '@/features/health/medication'
import { carePlanMessages, carePlanSchema, immunizationEntrySchema, immunizationMessages, medicationAuthorizationSchema, medicationDoseSchema } from '@/features/health/schemas'
import { incidentMessages, incidentSchema } from '@/features/incidents/schemas'
import { credentialMessages, credentialSchema } from '@/features/staff-credentials/schemas'
import { daysInMonth, isDay, isMoment, isMonth, parseDay, parseMonth } from '@/lib/dates'

describe('parseDay: a day the calendar has, written YYYY-MM-DD', () => {
  it('reads a real day as its year, month and day', () => {
    expect(parseDay('2026-11-25')).toEqual({ year: 2026, month: 11, day: 25 })
    expect(parseDay('2026-01-01')).toEqual({ year: 2026, month: 1, day: 1 })
    expect(parseDay('2026-12-31')).toEqual({ year: 2026, month: 12, day: 31 })
  })

  it('refuses a day past the end of its month (where Date.parse rolls it into the next)', () => {
    for (const text of ['2026-02-30', '2026-02-31', '2026-04-31', '2026-06-31', '2026-09-31', '2026-11-31', '2026-01-32', '2026-02-29']) expect(parseDay(text), text).toBeNull()
  })

  it('refuses a month or a day that does not exist', () => {
    for (const text of ['2026-13-01', '2026-00-10', '2026-05-00']) expect(parseDay(text), text).toBeNull()
  })

  it('refuses anything not written exactly YYYY-MM-DD', () => {
    for (const text of ['2026-1-5', '2026-01-5', '26-01-05', '2026/01/05', ' 2026-01-05', '2026-01-05 ', '2026-01-05T00:00:00Z', 'today', '', '２０２６-01-05']) expect(parseDay(text), text).toBeNull()
    for (const value of [null, undefined, 20260105, new Date('2026-01-05'), ['2026-01-05']]) expect(parseDay(value)).toBeNull()
  })

  it('has 29 February in leap years only: every fourth year, not a century, but every fourth century', () => {
    expect(parseDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 })
    expect(parseDay('2024-02-29')).not.toBeNull()
    expect(parseDay('2000-02-29')).not.toBeNull()
    expect(parseDay('2400-02-29')).not.toBeNull()
    for (const text of ['2027-02-29', '2026-02-29', '2100-02-29', '1900-02-29', '2200-02-29']) expect(parseDay(text), text).toBeNull()
    expect([daysInMonth(2028, 2), daysInMonth(2027, 2), daysInMonth(2100, 2), daysInMonth(2000, 2)]).toEqual([29, 28, 28, 29])
  })

  it('isDay says the same as parseDay', () => {
    for (const text of ['2028-02-29', '2026-11-25']) expect(isDay(text), text).toBe(true)
    for (const text of ['2027-02-29', '2026-02-30', '2026-13-01', '2026-1-5']) expect(isDay(text), text).toBe(false)
  })
})

describe('parseMonth: a month written YYYY-MM', () => {
  it('reads 01 to 12', () => {
    expect(parseMonth('2026-02')).toEqual({ year: 2026, month: 2 })
    expect(parseMonth('2026-12')).toEqual({ year: 2026, month: 12 })
    expect(isMonth('2026-01')).toBe(true)
  })

  it('refuses a month that does not exist, and any other writing', () => {
    for (const text of ['2026-13', '2026-00', '2026-1', '2026-011', '2026/01', '2026-01-01', ' 2026-01', '']) expect(parseMonth(text), text).toBeNull()
    expect(isMonth(undefined)).toBe(false)
  })

  it('is what a billing period is read with (within the books’ years)', () => {
    expect(parsePeriod('2026-11')).toEqual({ year: 2026, month: 11 })
    for (const text of ['2026-13', '2026-1', '1999-12', '2101-01']) expect(parsePeriod(text), text).toBeNull()
  })
})

describe('isMoment: a time whose day is real', () => {
  it('takes an ISO time on a real day, a leap day included', () => {
    for (const text of ['2026-11-20T15:05:00.000Z', '2026-11-20T10:00', '2028-02-29T08:30:00-05:00']) expect(isMoment(text), text).toBe(true)
  })

  it('refuses a time on a day the calendar does not have, a time the clock does not have, and a day alone', () => {
    for (const text of ['2026-02-30T10:00:00Z', '2027-02-29T08:00:00.000Z', '2026-13-01T00:00:00Z', '2026-11-20T25:00:00Z', '2026-11-20', 'Nov 20 2026 10:00']) expect(isMoment(text), text).toBe(false)
  })
})

describe('the contract’s day, month and date fields', () => {
  const issuesOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value)
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('dayField takes a real day and gives its own message for anything else', () => {
    const field = dayField('Give the day (YYYY-MM-DD)')
    expect(issuesOf(field, '2028-02-29')).toEqual([])
    for (const value of ['2027-02-29', '2026-02-30', '2026-13-01', '2026-1-5', 42, null]) expect(issuesOf(field, value), String(value)).toEqual(['Give the day (YYYY-MM-DD)'])
  })

  it('monthField takes 01 to 12 and gives its own message for anything else', () => {
    const field = monthField('Give the month as YYYY-MM')
    expect(issuesOf(field, '2026-12')).toEqual([])
    for (const value of ['2026-13', '2026-1', '2026-02-01', 7]) expect(issuesOf(field, value), String(value)).toEqual(['Give the month as YYYY-MM'])
  })

  it('dateText takes a real day or a time on one, and refuses a rolled-over day either way', () => {
    const field = dateText('Date of birth is required')
    for (const value of ['2024-02-29', '2026-11-20T15:05:00.000Z', '2026-11-20 10:00']) expect(issuesOf(field, value), value).toEqual([])
    for (const value of ['2026-02-30', '2027-02-29', '2026-04-31T10:00:00Z', '2026-13-01', '2026-1-5']) expect(issuesOf(field, value).length, value).toBeGreaterThan(0)
  })
})

/** Each day, month or moment of a body the API reads, with its field's message (docs/spec.md). */
const FIELDS: { name: string; schema: z.ZodType; field: string; message: string; real: string }[] = [
  { name: 'a child’s date of birth (server)', schema: childSchema, field: 'dateOfBirth', message: childServerMessages.dateOfBirth, real: '2024-02-29' },
  { name: 'a child’s enrollment date (server)', schema: childSchema, field: 'enrollmentDate', message: childServerMessages.enrollmentDate, real: '2024-02-29' },
  { name: 'a child’s date of birth (the /admin form)', schema: childFormSchema, field: 'dateOfBirth', message: 'Date of birth is required', real: '2024-02-29' },
  { name: 'an application’s child date of birth', schema: enrollmentApplicationSchema, field: 'childDateOfBirth', message: applicationMessages.childDateOfBirth, real: '2024-02-29' },
  { name: 'an application’s desired start date', schema: enrollmentApplicationSchema, field: 'desiredStartDate', message: applicationMessages.desiredStartDate, real: '2028-02-29' },
  { name: 'a daily report’s date', schema: dailyActivitySchema, field: 'date', message: dailyActivityMessages.date, real: '2024-02-29' },
  { name: 'a billing run’s period', schema: billingRunSchema, field: 'period', message: billingMessages.period, real: '2026-12' },
  { name: 'an agency payment’s month', schema: agencyPaymentSchema, field: 'month', message: billingMessages.month, real: '2026-12' },
  { name: 'an agency payment’s day received', schema: agencyPaymentSchema, field: 'receivedAt', message: billingMessages.receivedAt, real: '2024-02-29' },
  { name: 'a desk payment’s day received', schema: deskPaymentSchema, field: 'receivedAt', message: billingMessages.receivedAt, real: '2024-02-29' },
  { name: 'an immunization’s day given', schema: immunizationEntrySchema, field: 'givenOn', message: immunizationMessages.givenOn, real: '2024-02-29' },
  { name: 'a care plan’s last review', schema: carePlanSchema, field: 'lastReviewedOn', message: carePlanMessages.lastReviewedOn, real: '2024-02-29' },
  { name: 'a medication authorization’s first day', schema: medicationAuthorizationSchema, field: 'startsOn', message: medicationMessages.startsOn, real: '2028-02-29' },
  { name: 'a medication authorization’s last day', schema: medicationAuthorizationSchema, field: 'endsOn', message: medicationMessages.endsOn, real: '2028-02-29' },
  { name: 'a prescription’s end', schema: medicationAuthorizationSchema, field: 'prescriptionEndsOn', message: medicationMessages.prescriptionEndsOn, real: '2028-02-29' },
  { name: 'a credential’s day issued', schema: credentialSchema, field: 'issuedOn', message: credentialMessages.issuedOn, real: '2024-02-29' },
  { name: 'a credential’s day it expires', schema: credentialSchema, field: 'expiresOn', message: credentialMessages.expiresOn, real: '2028-02-29' },
  { name: 'when a forgotten stay ended', schema: closeForgottenSchema, field: 'checkedOutAt', message: attendanceMessages.leftAt, real: '2024-02-29T16:00:00.000Z' },
  { name: 'when an incident happened', schema: incidentSchema, field: 'occurredAt', message: incidentMessages.occurredAt, real: '2024-02-29T16:00:00.000Z' },
  { name: 'when a drill was held', schema: drillSchema, field: 'heldAt', message: drillMessages.heldAt, real: '2024-02-29T16:00:00.000Z' },
  { name: 'when a dose was given', schema: medicationDoseSchema, field: 'givenAt', message: medicationMessages.givenAt, real: '2024-02-29T16:00:00.000Z' },
]

describe('every day, month and moment of the API’s bodies is read the one way', () => {
  const messagesOf = (schema: z.ZodType, field: string, value: string) => {
    const result = schema.safeParse({ [field]: value })
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message)
  }

  it.each(FIELDS.map((each) => [each.name, each] as const))('%s refuses days the calendar does not have, with its own message', (_name, { schema, field, message, real }) => {
    // The same writing as the real value, on a day that does not exist.
    const months = real.length === 7
    const wrong = months ? ['2026-13', '2026-00', '2026-1'] : ['2027-02-29', '2026-02-30', '2026-04-31', '2026-13-01'].map((day) => day + real.slice(10))
    for (const value of wrong) expect(messagesOf(schema, field, value), value).toContain(message)
    expect(messagesOf(schema, field, real), real).toEqual([])
  })
})
