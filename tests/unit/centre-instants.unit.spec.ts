/**
 * centreInstant (src/lib/dates.ts): a wall time where the centre is, read with the offset of its own day,
 * across both daylight-saving switches; the demo's times (src/seed/days.ts) are the centre's clock in
 * every season; and the moments npm run test:days sets the clock to are the edges they claim to be.
 */
import { describe, expect, it } from 'vitest'

import { centreInstant, centreMinutesOfDay, centreToday } from '@/lib/dates'
import { isForgotten } from '@/features/attendance/hooks/attendanceRules'
import { demoInstant } from '@/seed/days'
import { centreMoment, edgeMoments } from '../../scripts/lib/edgeMoments'

const NY = 'America/New_York'

describe('centreInstant', () => {
  it('reads a winter time as EST and a summer time as EDT', () => {
    expect(centreInstant('2026-12-01', '10:15', NY).toISOString()).toBe('2026-12-01T15:15:00.000Z')
    expect(centreInstant('2026-07-01', '10:15', NY).toISOString()).toBe('2026-07-01T14:15:00.000Z')
  })

  it('keeps a late evening on its own day (23:30 is not the next day in any season)', () => {
    for (const day of ['2026-12-31', '2027-06-30', '2028-02-29']) {
      const at = centreInstant(day, '23:30', NY)
      expect(centreToday(at, NY)).toBe(day)
      expect(centreMinutesOfDay(at, NY)).toBe(23 * 60 + 30)
    }
  })

  it('on the spring switch: 01:30 is EST, 03:30 EDT, and the skipped 02:30 lands at 03:30', () => {
    expect(centreInstant('2027-03-14', '01:30', NY).toISOString()).toBe('2027-03-14T06:30:00.000Z')
    expect(centreInstant('2027-03-14', '03:30', NY).toISOString()).toBe('2027-03-14T07:30:00.000Z')
    expect(centreInstant('2027-03-14', '02:30', NY).toISOString()).toBe('2027-03-14T07:30:00.000Z')
  })

  it('on the autumn switch: the repeated 01:30 is its first (EDT), 02:30 is EST', () => {
    expect(centreInstant('2027-11-07', '00:30', NY).toISOString()).toBe('2027-11-07T04:30:00.000Z')
    expect(centreInstant('2027-11-07', '01:30', NY).toISOString()).toBe('2027-11-07T05:30:00.000Z')
    expect(centreInstant('2027-11-07', '02:30', NY).toISOString()).toBe('2027-11-07T07:30:00.000Z')
  })

  it('reads another zone by its own offsets', () => {
    expect(centreInstant('2026-07-01', '10:15', 'Europe/Helsinki').toISOString()).toBe('2026-07-01T07:15:00.000Z')
    expect(centreInstant('2026-07-01', '10:15', 'UTC').toISOString()).toBe('2026-07-01T10:15:00.000Z')
  })
})

describe('a stay across midnight', () => {
  it('a check-in at 23:30 on New Year’s Eve is that day’s stay (UTC is already in January), and still open at 00:30 it is a forgotten check-out', () => {
    const checkedIn = centreInstant('2026-12-31', '23:30', NY)
    expect(checkedIn.toISOString()).toBe('2027-01-01T04:30:00.000Z')
    const stay = { date: centreToday(checkedIn, NY), checkedOutAt: null }
    expect(stay.date).toBe('2026-12-31')
    // Until the centre's midnight it is today's open stay, whatever UTC's date.
    expect(isForgotten(stay, centreToday(centreInstant('2026-12-31', '23:59', NY), NY))).toBe(false)
    expect(isForgotten(stay, centreToday(centreInstant('2027-01-01', '00:30', NY), NY))).toBe(true)
    expect(isForgotten({ ...stay, checkedOutAt: centreInstant('2027-01-01', '00:30', NY).toISOString() }, '2027-01-01')).toBe(false)
  })

  it('on the autumn switch the night has 25 hours and on the spring one 23, and 00:30 is the new day either way', () => {
    for (const [evening, morning] of [['2027-11-06', '2027-11-07'], ['2027-03-13', '2027-03-14']] as const) {
      const stay = { date: centreToday(centreInstant(evening, '23:30', NY), NY), checkedOutAt: null }
      expect(stay.date).toBe(evening)
      expect(centreToday(centreInstant(morning, '00:30', NY), NY)).toBe(morning)
      expect(isForgotten(stay, morning)).toBe(true)
    }
  })
})

describe('the demo’s times', () => {
  it('are the centre’s wall clock in summer as in winter', () => {
    for (const day of ['2026-01-15', '2026-07-15', '2027-03-15', '2027-11-08']) {
      const at = demoInstant(day, '08:05')
      expect(centreToday(new Date(at))).toBe(day)
      expect(centreMinutesOfDay(at)).toBe(8 * 60 + 5)
    }
  })
})

describe('npm run test:days’s moments', () => {
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()
  /** The zone's offset at an instant, in hours ("GMT-5" → −5). */
  const offsetHoursAt = (at: Date) => Number(new Intl.DateTimeFormat('en-US', { timeZone: NY, timeZoneName: 'shortOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')!.value.replace('GMT', ''))

  for (const from of ['2026-12-02T01:00:00Z', '2027-06-01T00:00:00Z', '2028-03-01T12:00:00Z', '2031-12-31T20:00:00Z']) {
    it(`are each the next edge they name after ${from}, later than it`, () => {
      const moments = edgeMoments(new Date(from), NY)
      const at = (name: string) => moments.find((moment) => moment.name === name)!.at
      expect(moments.map((moment) => moment.name)).toEqual(['first-weekday', 'new-years-eve', 'new-year', 'dst-spring', 'dst-autumn', 'leap-day'])
      for (const moment of moments) expect(centreMoment(moment.at, NY).getTime(), moment.name).toBeGreaterThan(Date.parse(from))
      const firstWeekday = at('first-weekday').slice(0, 10)
      expect(weekday(firstWeekday)).toBe(1)
      expect(at('first-weekday')).toMatch(/T00:30$/)
      for (let day = Number(firstWeekday.slice(8)) - 1; day >= 1; day--) expect([0, 6]).toContain(weekday(`${firstWeekday.slice(0, 8)}${String(day).padStart(2, '0')}`))
      expect(at('new-years-eve')).toMatch(/^\d{4}-12-31T23:30$/)
      expect(at('new-year')).toMatch(/^\d{4}-01-01T00:30$/)
      expect(at('leap-day')).toMatch(/^\d{4}-02-29T23:30$/)
      // Half an hour before each switch: the offset changes within the next hour and a half.
      for (const [name, before, after] of [['dst-spring', -5, -4], ['dst-autumn', -4, -5]] as const) {
        const instant = centreMoment(at(name), NY)
        expect(offsetHoursAt(instant), name).toBe(before)
        expect(offsetHoursAt(new Date(instant.getTime() + 90 * 60_000)), name).toBe(after)
      }
    })
  }

  it('a zone without daylight saving has no switch moments', () => {
    expect(edgeMoments(new Date('2026-12-02T01:00:00Z'), 'Asia/Tokyo').map((moment) => moment.name)).toEqual(['first-weekday', 'new-years-eve', 'new-year', 'leap-day'])
  })
})
