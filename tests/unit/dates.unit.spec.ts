/**
 * ageInWholeYears (src/lib/dates.ts, SPEC §9): whole years from a stored date of birth to a given day,
 * birthdays counted from their day, 29 February in leap and common years, and no age for a missing,
 * unreadable or future date.
 */
import { describe, expect, it } from 'vitest'

import { type CalendarDate, ageInWholeYears, calendarDateOf, formatDate } from '@/lib/dates'

const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({ year, month, day: dayOfMonth })

describe('ageInWholeYears', () => {
  it('turns a year older on the birthday itself', () => {
    expect(ageInWholeYears('2022-04-12', day(2026, 4, 12))).toBe(4)
  })

  it('is still the younger age the day before the birthday', () => {
    expect(ageInWholeYears('2022-04-12', day(2026, 4, 11))).toBe(3)
  })

  it('counts the day after the birthday and later months of the year', () => {
    expect(ageInWholeYears('2022-04-12', day(2026, 4, 13))).toBe(4)
    expect(ageInWholeYears('2022-04-12', day(2026, 11, 21))).toBe(4)
  })

  it('is still the younger age in an earlier month of the year', () => {
    expect(ageInWholeYears('2022-04-12', day(2026, 3, 31))).toBe(3)
  })

  it('crosses a year boundary: born 31 December, on 1 January', () => {
    expect(ageInWholeYears('2020-12-31', day(2021, 1, 1))).toBe(0)
    expect(ageInWholeYears('2020-12-31', day(2021, 12, 31))).toBe(1)
  })

  it('is 0 on the day of birth and through the first year', () => {
    expect(ageInWholeYears('2025-11-02', day(2025, 11, 2))).toBe(0)
    expect(ageInWholeYears('2025-11-02', day(2026, 11, 1))).toBe(0)
    expect(ageInWholeYears('2025-11-02', day(2026, 11, 2))).toBe(1)
  })

  it('born on 29 February: a year older on 29 February of a leap year', () => {
    expect(ageInWholeYears('2024-02-29', day(2028, 2, 28))).toBe(3)
    expect(ageInWholeYears('2024-02-29', day(2028, 2, 29))).toBe(4)
  })

  it('born on 29 February: a year older on 1 March of a common year, not on 28 February', () => {
    expect(ageInWholeYears('2024-02-29', day(2025, 2, 28))).toBe(0)
    expect(ageInWholeYears('2024-02-29', day(2025, 3, 1))).toBe(1)
  })

  it('born on 28 February or 1 March of a leap year: the usual day in every year', () => {
    expect(ageInWholeYears('2024-02-28', day(2025, 2, 28))).toBe(1)
    expect(ageInWholeYears('2024-03-01', day(2025, 2, 28))).toBe(0)
    expect(ageInWholeYears('2024-03-01', day(2025, 3, 1))).toBe(1)
  })

  it('reads the calendar day of a stored timestamp, whatever its time zone suffix', () => {
    expect(ageInWholeYears('2022-04-12T00:00:00.000Z', day(2026, 4, 12))).toBe(4)
    expect(ageInWholeYears('2022-04-12T23:30:00.000-05:00', day(2026, 4, 11))).toBe(3)
  })

  it('has no age for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date', '12/04/2022', '2022-13-01', '2022-00-10', '2022-04-00', '2022-04-32']) {
      expect(ageInWholeYears(value, day(2026, 4, 12)), String(value)).toBeNull()
    }
  })

  it('has no age for a birth date in the future', () => {
    expect(ageInWholeYears('2026-04-13', day(2026, 4, 12))).toBeNull()
    expect(ageInWholeYears('2030-01-01', day(2026, 4, 12))).toBeNull()
  })

  it('uses the local calendar day when no day is given', () => {
    const now = new Date()
    const tenYearsAgo = `${now.getFullYear() - 10}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    expect(ageInWholeYears(tenYearsAgo)).toBe(10)
  })
})

describe('calendar dates for people', () => {
  it('calendarDateOf keeps the stored day, never shifted through a time zone', () => {
    expect(calendarDateOf('2024-02-29T00:00:00.000Z')).toEqual(day(2024, 2, 29))
  })

  it('formatDate writes the stored day as people read it, with a fallback when there is none', () => {
    expect(formatDate('2024-09-03T00:00:00.000Z')).toBe('September 3, 2024')
    expect(formatDate(null, 'Not recorded')).toBe('Not recorded')
  })
})
