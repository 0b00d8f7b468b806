/**
 * Staff:child ratios (src/features/ratios/ratioTable.ts, 10A NCAC 09 .0713): the table's bands and their boundaries,
 * the staff each band needs and its group limit, the youngest child's ratio for a mixed group, a child's
 * age in whole months (month ends, leap years, future births) and the centre's calendar day
 * (src/lib/dates.ts) across midnight UTC and the daylight saving changes.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { NC_RATIO_BANDS, type RatioBandName, ageInMonths, bandForAge, ratioFor } from '@/features/ratios/ratioTable'
import { CENTRE_TIME_ZONE_DEFAULT, centreToday } from '@/lib/dates'

/** `count` children all aged `months`. */
const children = (count: number, months: number): number[] => Array.from({ length: count }, () => months)

describe('NC_RATIO_BANDS', () => {
  it('is the .0713(a) table, youngest first', () => {
    expect(NC_RATIO_BANDS.map(({ band, fromMonths, toMonths, childrenPerStaff, maxGroupSize }) => [band, fromMonths, toMonths, childrenPerStaff, maxGroupSize])).toEqual([
      ['infant', 0, 12, 5, 10],
      ['toddler', 12, 24, 6, 12],
      ['twos', 24, 36, 10, 20],
      ['threes', 36, 48, 15, 25],
      ['fours', 48, 60, 20, 25],
      ['school-age', 60, null, 25, 25],
    ])
    expect(NC_RATIO_BANDS.map((band) => band.label)).toEqual(['Under 12 months', '12–24 months', '2 years', '3 years', '4 years', 'School age (5 and up)'])
  })

  it('covers every age once: each band starts where the one before ends', () => {
    expect(NC_RATIO_BANDS[0].fromMonths).toBe(0)
    for (let i = 1; i < NC_RATIO_BANDS.length; i++) {
      expect(NC_RATIO_BANDS[i].fromMonths).toBe(NC_RATIO_BANDS[i - 1].toMonths)
    }
  })
})

describe('bandForAge', () => {
  const cases: [number, RatioBandName][] = [
    [0, 'infant'],
    [11, 'infant'],
    [11.9, 'infant'],
    [12, 'toddler'],
    [23, 'toddler'],
    [24, 'twos'],
    [35, 'twos'],
    [36, 'threes'],
    [47, 'threes'],
    [48, 'fours'],
    [59, 'fours'],
    [60, 'school-age'],
    [150, 'school-age'],
  ]
  it.each(cases)('%s months is %s', (months, band) => {
    expect(bandForAge(months).band).toBe(band)
  })

  it('has no band for a negative or unknown age', () => {
    for (const months of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => bandForAge(months), String(months)).toThrow(RangeError)
    }
  })
})

describe('ageInMonths', () => {
  it('completes a month on the same day of the next month', () => {
    expect(ageInMonths('2025-03-15', '2025-03-15')).toBe(0)
    expect(ageInMonths('2025-03-15', '2025-04-14')).toBe(0)
    expect(ageInMonths('2025-03-15', '2025-04-15')).toBe(1)
    expect(ageInMonths('2025-03-15', '2026-03-14')).toBe(11)
    expect(ageInMonths('2025-03-15', '2026-03-15')).toBe(12)
  })

  it('crosses a year boundary', () => {
    expect(ageInMonths('2025-12-15', '2026-01-14')).toBe(0)
    expect(ageInMonths('2025-12-15', '2026-01-15')).toBe(1)
    expect(ageInMonths('2020-12-31', '2026-01-01')).toBe(60)
  })

  it('born on the 31st: a month completed on the last day of a shorter month', () => {
    expect(ageInMonths('2025-01-31', '2025-02-27')).toBe(0)
    expect(ageInMonths('2025-01-31', '2025-02-28')).toBe(1)
    expect(ageInMonths('2025-01-31', '2025-03-30')).toBe(1)
    expect(ageInMonths('2025-01-31', '2025-03-31')).toBe(2)
    expect(ageInMonths('2025-01-31', '2025-04-30')).toBe(3)
    expect(ageInMonths('2025-03-31', '2025-04-29')).toBe(0)
    expect(ageInMonths('2025-03-31', '2025-04-30')).toBe(1)
  })

  it('born on the 31st in a leap year: a month on 29 February, not 28', () => {
    expect(ageInMonths('2024-01-31', '2024-02-28')).toBe(0)
    expect(ageInMonths('2024-01-31', '2024-02-29')).toBe(1)
  })

  it('born on 29 February: a month on 29 March, and twelve on 28 February of a common year', () => {
    expect(ageInMonths('2024-02-29', '2024-03-28')).toBe(0)
    expect(ageInMonths('2024-02-29', '2024-03-29')).toBe(1)
    expect(ageInMonths('2024-02-29', '2025-02-27')).toBe(11)
    expect(ageInMonths('2024-02-29', '2025-02-28')).toBe(12)
    expect(ageInMonths('2024-02-29', '2028-02-28')).toBe(47)
    expect(ageInMonths('2024-02-29', '2028-02-29')).toBe(48)
  })

  it('reads the calendar day of a stored timestamp, whatever its time zone suffix', () => {
    expect(ageInMonths('2025-01-31T00:00:00.000Z', '2025-02-28')).toBe(1)
    expect(ageInMonths('2025-04-12T23:30:00.000-05:00', '2026-04-12')).toBe(12)
    expect(ageInMonths('2025-04-12T23:30:00.000-05:00', '2026-04-11')).toBe(11)
  })

  it('puts a child in the toddler band on the first birthday, not the day before', () => {
    expect(bandForAge(ageInMonths('2025-04-12', '2026-04-11')!).band).toBe('infant')
    expect(bandForAge(ageInMonths('2025-04-12', '2026-04-12')!).band).toBe('toddler')
    expect(bandForAge(ageInMonths('2021-04-12', '2026-04-12')!).band).toBe('school-age')
  })

  it('has no age for a birth after the day', () => {
    expect(ageInMonths('2026-04-13', '2026-04-12')).toBeNull()
    expect(ageInMonths('2030-01-01', '2026-04-12')).toBeNull()
  })

  it('has no age for a missing, unreadable or non-existent date', () => {
    for (const value of [null, undefined, '', 'not a date', '12/04/2022', '2022-13-01', '2022-04-00', '2022-04-31', '2025-02-29']) {
      expect(ageInMonths(value, '2026-04-12'), String(value)).toBeNull()
    }
    expect(ageInMonths('2022-04-12', 'today')).toBeNull()
    expect(ageInMonths('2022-04-12', '2026-02-30')).toBeNull()
  })
})

describe('ratioFor', () => {
  describe.each(NC_RATIO_BANDS.map((band) => [band.band, band] as const))('a group of %s', (_name, band) => {
    const age = band.fromMonths

    it(`1 staff for up to ${band.childrenPerStaff} children, 2 for one more`, () => {
      expect(ratioFor({ childrenAgesInMonths: children(band.childrenPerStaff, age), staffPresent: 1 })).toMatchObject({ band, staffRequired: 1, overRatio: false })
      expect(ratioFor({ childrenAgesInMonths: children(band.childrenPerStaff + 1, age), staffPresent: 1 })).toMatchObject({ band, staffRequired: 2, overRatio: true })
    })

    it(`group size up to ${band.maxGroupSize}`, () => {
      expect(ratioFor({ childrenAgesInMonths: children(band.maxGroupSize, age), staffPresent: 5 }).overGroupSize).toBe(false)
      expect(ratioFor({ childrenAgesInMonths: children(band.maxGroupSize + 1, age), staffPresent: 5 }).overGroupSize).toBe(true)
    })
  })

  it('5 infants need 1 staff, 6 need 2; 10 infants are a full group and 11 are over it', () => {
    expect(ratioFor({ childrenAgesInMonths: children(5, 6), staffPresent: 1 })).toEqual({
      childrenPresent: 5,
      staffPresent: 1,
      band: NC_RATIO_BANDS[0],
      staffRequired: 1,
      overRatio: false,
      overGroupSize: false,
      spareChildPlaces: 0,
    })
    expect(ratioFor({ childrenAgesInMonths: children(6, 6), staffPresent: 2 })).toMatchObject({ staffRequired: 2, overRatio: false, spareChildPlaces: 4 })
    expect(ratioFor({ childrenAgesInMonths: children(10, 6), staffPresent: 2 })).toMatchObject({ staffRequired: 2, overRatio: false, overGroupSize: false })
    expect(ratioFor({ childrenAgesInMonths: children(11, 6), staffPresent: 3 })).toMatchObject({ staffRequired: 3, overRatio: false, overGroupSize: true })
  })

  it("a mixed group keeps the youngest child's ratio: 1 infant among nine 3-year-olds needs 2 staff at 1:5", () => {
    const group = [8, ...children(9, 40)]
    const status = ratioFor({ childrenAgesInMonths: group, staffPresent: 1 })
    expect(status.band?.band).toBe('infant')
    expect(status).toMatchObject({ childrenPresent: 10, staffRequired: 2, overRatio: true, overGroupSize: false, spareChildPlaces: 0 })
    expect(ratioFor({ childrenAgesInMonths: [...children(9, 40), 8], staffPresent: 2 })).toMatchObject({ staffRequired: 2, overRatio: false })
    // The same ten without the infant: one staff is enough at 1:15.
    expect(ratioFor({ childrenAgesInMonths: children(10, 40), staffPresent: 1 })).toMatchObject({ staffRequired: 1, overRatio: false, spareChildPlaces: 5 })
  })

  it('a mixed group takes the group size of its youngest child too', () => {
    expect(ratioFor({ childrenAgesInMonths: [14, ...children(12, 30)], staffPresent: 3 })).toMatchObject({ staffRequired: 3, overGroupSize: true })
  })

  it('is over ratio with fewer staff than required, not with as many or more', () => {
    const fours = children(21, 50)
    expect(ratioFor({ childrenAgesInMonths: fours, staffPresent: 0 })).toMatchObject({ staffRequired: 2, overRatio: true, spareChildPlaces: 0 })
    expect(ratioFor({ childrenAgesInMonths: fours, staffPresent: 1 })).toMatchObject({ staffRequired: 2, overRatio: true, spareChildPlaces: 0 })
    // Spare places stop at the group size (25 for 4-year-olds), whatever the staff could take.
    expect(ratioFor({ childrenAgesInMonths: fours, staffPresent: 2 })).toMatchObject({ staffRequired: 2, overRatio: false, spareChildPlaces: 4 })
    expect(ratioFor({ childrenAgesInMonths: fours, staffPresent: 3 })).toMatchObject({ staffRequired: 2, overRatio: false, spareChildPlaces: 4 })
    expect(ratioFor({ childrenAgesInMonths: children(11, 50), staffPresent: 1 })).toMatchObject({ staffRequired: 1, overRatio: false, spareChildPlaces: 9 })
  })

  it('no children need no staff and leave no band', () => {
    for (const staffPresent of [0, 2]) {
      expect(ratioFor({ childrenAgesInMonths: [], staffPresent })).toEqual({
        childrenPresent: 0,
        staffPresent,
        band: null,
        staffRequired: 0,
        overRatio: false,
        overGroupSize: false,
        spareChildPlaces: 0,
      })
    }
  })

  it('refuses a staff count that is negative or not a whole number', () => {
    for (const staffPresent of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => ratioFor({ childrenAgesInMonths: [30], staffPresent }), String(staffPresent)).toThrow(RangeError)
    }
    expect(() => ratioFor({ childrenAgesInMonths: [], staffPresent: -1 })).toThrow(RangeError)
  })

  it('refuses a child whose age is unknown or negative', () => {
    for (const age of [Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(() => ratioFor({ childrenAgesInMonths: [30, age], staffPresent: 1 }), String(age)).toThrow(RangeError)
    }
  })
})

describe('centreToday', () => {
  const savedZone = process.env.CENTRE_TIME_ZONE
  afterEach(() => {
    if (savedZone === undefined) delete process.env.CENTRE_TIME_ZONE
    else process.env.CENTRE_TIME_ZONE = savedZone
  })

  it('is still the previous day in New York after midnight UTC', () => {
    expect(centreToday(new Date('2026-11-25T03:30:00Z'), 'America/New_York')).toBe('2026-11-24')
    expect(centreToday(new Date('2026-11-25T04:59:59Z'), 'America/New_York')).toBe('2026-11-24')
    expect(centreToday(new Date('2026-11-25T05:00:00Z'), 'America/New_York')).toBe('2026-11-25')
    expect(centreToday(new Date('2026-11-25T03:30:00Z'), 'UTC')).toBe('2026-11-25')
  })

  it('moves midnight with the clocks: spring forward on 8 March 2026', () => {
    // EST (UTC−5) until the change.
    expect(centreToday(new Date('2026-03-08T04:59:59Z'), 'America/New_York')).toBe('2026-03-07')
    expect(centreToday(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08')
    // EDT (UTC−4) the next midnight: an hour earlier in UTC.
    expect(centreToday(new Date('2026-03-09T03:59:59Z'), 'America/New_York')).toBe('2026-03-08')
    expect(centreToday(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09')
  })

  it('moves midnight with the clocks: fall back on 1 November 2026', () => {
    expect(centreToday(new Date('2026-11-01T03:59:59Z'), 'America/New_York')).toBe('2026-10-31')
    expect(centreToday(new Date('2026-11-01T04:00:00Z'), 'America/New_York')).toBe('2026-11-01')
    // EST again: 04:30 UTC on 2 November is still 1 November in New York.
    expect(centreToday(new Date('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-11-01')
    expect(centreToday(new Date('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02')
  })

  it('uses CENTRE_TIME_ZONE, else America/New_York', () => {
    const now = new Date('2026-11-25T03:30:00Z')
    delete process.env.CENTRE_TIME_ZONE
    expect(CENTRE_TIME_ZONE_DEFAULT).toBe('America/New_York')
    expect(centreToday(now)).toBe('2026-11-24')
    process.env.CENTRE_TIME_ZONE = ''
    expect(centreToday(now)).toBe('2026-11-24')
    process.env.CENTRE_TIME_ZONE = 'Asia/Tokyo'
    expect(centreToday(now)).toBe('2026-11-25')
    expect(centreToday(now, 'America/Los_Angeles')).toBe('2026-11-24')
  })

  it('writes the day as YYYY-MM-DD, and is today when no instant is given', () => {
    expect(centreToday(new Date('2026-01-05T12:00:00Z'), 'UTC')).toBe('2026-01-05')
    const before = new Date().toISOString().slice(0, 10)
    const today = centreToday(undefined, 'UTC')
    expect([before, new Date().toISOString().slice(0, 10)]).toContain(today)
  })

  it('refuses an unknown time zone', () => {
    expect(() => centreToday(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError)
  })
})
