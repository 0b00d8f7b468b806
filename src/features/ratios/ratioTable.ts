/**
 * Staff:child ratios for a North Carolina child care centre: the state's table by age, a child's age in
 * whole months from the stored date of birth, and how many staff a group needs. What the ratio board
 * shows and the server counts by (service.ts, ratioAlerts.ts), so pure functions: the same answer on the
 * server and in the browser. The centre's calendar day is `centreToday` (src/lib/dates.ts).
 */

import { type CalendarDate, calendarDateOf } from '@/lib/dates'

/**
 * The staff/child ratios and maximum group sizes for centres, 10A NCAC 09 .0713(a), youngest first.
 * A child belongs to the band whose `fromMonths` they have reached and whose `toMonths` (exclusive) they
 * have not; the last band has no upper limit.
 */
export const NC_RATIO_BANDS = [
  { band: 'infant', label: 'Under 12 months', fromMonths: 0, toMonths: 12, childrenPerStaff: 5, maxGroupSize: 10 },
  { band: 'toddler', label: '12–24 months', fromMonths: 12, toMonths: 24, childrenPerStaff: 6, maxGroupSize: 12 },
  { band: 'twos', label: '2 years', fromMonths: 24, toMonths: 36, childrenPerStaff: 10, maxGroupSize: 20 },
  { band: 'threes', label: '3 years', fromMonths: 36, toMonths: 48, childrenPerStaff: 15, maxGroupSize: 25 },
  { band: 'fours', label: '4 years', fromMonths: 48, toMonths: 60, childrenPerStaff: 20, maxGroupSize: 25 },
  { band: 'school-age', label: 'School age (5 and up)', fromMonths: 60, toMonths: null, childrenPerStaff: 25, maxGroupSize: 25 },
] as const

/** One row of the ratio table. */
export type RatioBand = (typeof NC_RATIO_BANDS)[number]

/** The name of an age band ('infant' … 'school-age'). */
export type RatioBandName = RatioBand['band']

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** A stored calendar day that exists (no 31 April, no 29 February in a common year), or null. */
function existingDateOf(value: string | null | undefined): CalendarDate | null {
  const date = calendarDateOf(value)
  return date && date.day <= daysInMonth(date.year, date.month) ? date : null
}

/**
 * Whole months completed from a date of birth to the calendar day `on` (`YYYY-MM-DD`). Only the stored
 * day is read, never shifted through a time zone. A month is completed on the same day of the month; when
 * the month is too short for that day, on its last day (born 31 January: one month on 28 or 29 February).
 * Null for a missing, unreadable or non-existent date, or a birth after `on`.
 */
export function ageInMonths(dateOfBirth: string | null | undefined, on: string): number | null {
  const born = existingDateOf(dateOfBirth)
  const day = existingDateOf(on)
  if (!born || !day) return null
  let months = (day.year - born.year) * 12 + (day.month - born.month)
  const monthlyDay = Math.min(born.day, daysInMonth(day.year, day.month))
  if (day.day < monthlyDay) months -= 1
  return months >= 0 ? months : null
}

/** The ratio band for an age in months. Throws a RangeError for a negative or non-finite age. */
export function bandForAge(months: number): RatioBand {
  if (!Number.isFinite(months) || months < 0) throw new RangeError(`No ratio band for an age of ${months} months`)
  for (const band of NC_RATIO_BANDS) {
    if (band.toMonths === null || months < band.toMonths) return band
  }
  // Unreachable: the last band has no upper limit.
  return NC_RATIO_BANDS[NC_RATIO_BANDS.length - 1]
}

/** How a group of children stands against the ratio table; see `ratioFor`. */
export type RatioStatus = {
  childrenPresent: number
  staffPresent: number
  /** The band whose ratio applies (the youngest child's), or null when no children are present. */
  band: RatioBand | null
  staffRequired: number
  overRatio: boolean
  overGroupSize: boolean
  /** Children the staff present could still take at this ratio, within the band's maximum group size; 0 when none. */
  spareChildPlaces: number
}

/**
 * The staff a group needs and whether it is within ratio. A group of mixed ages keeps the ratio of its
 * youngest child for the whole group (10A NCAC 09 .0713(a)(1)). No children need no staff. Throws a
 * RangeError for a staff count that is not a whole number of at least 0, or a child's age that is negative
 * or not a number: an unknown age cannot be counted safely.
 */
export function ratioFor(input: { childrenAgesInMonths: number[]; staffPresent: number }): RatioStatus {
  const { childrenAgesInMonths: ages, staffPresent } = input
  if (!Number.isInteger(staffPresent) || staffPresent < 0) {
    throw new RangeError(`Staff present must be a whole number of at least 0, not ${staffPresent}`)
  }
  for (const age of ages) {
    if (!Number.isFinite(age) || age < 0) throw new RangeError(`A child's age in months must be known and at least 0, not ${age}`)
  }
  const childrenPresent = ages.length
  if (childrenPresent === 0) {
    return { childrenPresent, staffPresent, band: null, staffRequired: 0, overRatio: false, overGroupSize: false, spareChildPlaces: 0 }
  }
  const band = bandForAge(Math.min(...ages))
  const staffRequired = Math.ceil(childrenPresent / band.childrenPerStaff)
  return {
    childrenPresent,
    staffPresent,
    band,
    staffRequired,
    overRatio: staffPresent < staffRequired,
    overGroupSize: childrenPresent > band.maxGroupSize,
    spareChildPlaces: Math.max(0, Math.min(staffPresent * band.childrenPerStaff, band.maxGroupSize) - childrenPresent),
  }
}
