/**
 * Calendar dates for people: a date of birth or an enrollment date is a day, not an instant, so we
 * read the `YYYY-MM-DD` the record was stored with and never shift it through a time zone. Which day
 * it is now is the centre's (`centreToday`, in CENTRE_TIME_ZONE): a check-in's day, the floor's "today".
 */

export type CalendarDate = { year: number; month: number; day: number }

const DAY_PART = /^(\d{4})-(\d{2})-(\d{2})/

/** The calendar day of a stored date (`2021-03-15` or `2021-03-15T00:00:00.000Z`), or null. */
export function calendarDateOf(value: string | null | undefined): CalendarDate | null {
  const match = value ? DAY_PART.exec(value) : null
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  return { year, month, day }
}

/** Whether a year has 29 February (the Gregorian rule: every fourth year, not centuries, but every fourth century). */
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** How many days a month of a year has (`month` 1 to 12). */
export const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31)

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTH_TEXT = /^(\d{4})-(\d{2})$/

/**
 * The one reading of a day that people or programs send (a query's `from`, a body's `receivedAt`, a
 * form's date of birth): exactly `YYYY-MM-DD`, and a day the calendar has. `2028-02-29` is one;
 * `2027-02-29`, `2026-02-30`, `2026-13-01` and `2026-1-5` are not (where `Date.parse` would roll the
 * first two over into March, and read the last as 5 January). Null when it is not a day.
 */
export function parseDay(text: unknown): CalendarDate | null {
  const match = typeof text === 'string' ? DAY_TEXT.exec(text) : null
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** A day as parseDay reads it: `YYYY-MM-DD`, and on the calendar. */
export const isDay = (text: unknown): text is string => parseDay(text) !== null

/** The one reading of a month sent as `YYYY-MM` (a billing period, a report's month): 01 to 12, or null. */
export function parseMonth(text: unknown): { year: number; month: number } | null {
  const match = typeof text === 'string' ? MONTH_TEXT.exec(text) : null
  if (!match) return null
  const [year, month] = [Number(match[1]), Number(match[2])]
  return month >= 1 && month <= 12 ? { year, month } : null
}

/** A month as parseMonth reads it: `YYYY-MM`, 01 to 12. */
export const isMonth = (text: unknown): text is string => parseMonth(text) !== null

/**
 * A moment sent as ISO 8601 text (`2026-11-20T15:00:00.000Z`, `2026-11-20T10:00`) whose day is a real
 * one (parseDay on its first ten characters: `2026-02-30T10:00Z` is no moment, where `Date.parse` would
 * read 2 March) and whose time the clock has. A day alone (`YYYY-MM-DD`) is not a moment.
 */
export const isMoment = (text: unknown): text is string =>
  typeof text === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(text) && isDay(text.slice(0, 10)) && !Number.isNaN(Date.parse(text))

/** Today's calendar day where the browser (or server) is. */
export function localToday(now: Date = new Date()): CalendarDate {
  return {
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    day: now.getDate(),
  }
}

/**
 * Age in whole years (SPEC §9). A birthday counts from its day; a child born on 29 February turns a
 * year older on 1 March in a common year. Null for a missing or unreadable date or a future birth.
 */
export function ageInWholeYears(dateOfBirth: string | null | undefined, today: CalendarDate = localToday()): number | null {
  const born = calendarDateOf(dateOfBirth)
  if (!born) return null
  let age = today.year - born.year
  if (today.month < born.month || (today.month === born.month && today.day < born.day)) age -= 1
  return age >= 0 ? age : null
}

/** `YYYY-MM-DD` of a calendar day (the value of an `<input type="date">`). */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A stored date as people read it ("March 15, 2021"); `fallback` when there is none. */
export function formatDate(value: string | null | undefined, fallback = ''): string {
  const date = calendarDateOf(value)
  if (!date) return fallback
  return dayFormat.format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
}

/** The centre's time zone when CENTRE_TIME_ZONE is not set. */
export const CENTRE_TIME_ZONE_DEFAULT = 'America/New_York'

function configuredTimeZone(): string {
  const fromEnv = typeof process === 'undefined' ? undefined : process.env.CENTRE_TIME_ZONE
  return fromEnv || CENTRE_TIME_ZONE_DEFAULT
}

/**
 * One formatter per zone: making one costs far more than using it (every request asks for the centre's day,
 * the seed and test:days thousands of times).
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>()
const wallClockOf = (timeZone: string) => {
  let format = wallClocks.get(timeZone)
  if (!format) wallClocks.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })))
  return format
}

/** A moment's time of day where the centre is, as minutes since midnight (22:05 → 1325). */
export function centreMinutesOfDay(moment: string | Date, timeZone: string = configuredTimeZone()): number {
  const parts = wallClockOf(timeZone).formatToParts(new Date(moment))
  return Number(parts.find((part) => part.type === 'hour')?.value) * 60 + Number(parts.find((part) => part.type === 'minute')?.value)
}

/**
 * Today's calendar day (`YYYY-MM-DD`) where the centre is, whatever the server's or browser's own zone:
 * at 2026-11-25T03:30:00Z it is still 24 November in New York. The zone defaults to CENTRE_TIME_ZONE,
 * else America/New_York; an unknown zone throws a RangeError.
 */
export function centreToday(now: Date = new Date(), timeZone: string = configuredTimeZone()): string {
  const parts = wallClockOf(timeZone).formatToParts(now)
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value)
  return isoDate({ year: part('year'), month: part('month'), day: part('day') })
}

/** How far the zone's wall clock is ahead of UTC at an instant, in minutes (New York: −300 in winter, −240 in summer). */
function zoneOffsetMinutes(at: number, timeZone: string): number {
  const parts = wallClockOf(timeZone).formatToParts(new Date(at))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return Math.round((Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(at / 1000) * 1000) / 60_000)
}

/**
 * The instant of a centre wall time: a calendar day (`YYYY-MM-DD`) and a time of day (`HH:MM`) where the
 * centre is, with the offset that holds on that day (EST or EDT in New York). A time the spring switch
 * skips (02:30 on its Sunday) is read with the offset before the switch, so it lands an hour later (03:30
 * EDT); a time the autumn switch repeats (01:30) is its first, daylight-saving one.
 */
export function centreInstant(day: string, time: string, timeZone: string = configuredTimeZone()): Date {
  const [year, month, date] = day.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  const wall = Date.UTC(year!, month! - 1, date!, hours!, minutes!)
  // The offset of the hours around the wall time: the earlier (before a switch) first, so a repeated time is its first.
  for (const offset of [zoneOffsetMinutes(wall - 12 * 3_600_000, timeZone), zoneOffsetMinutes(wall + 12 * 3_600_000, timeZone)]) {
    const at = wall - offset * 60_000
    if (zoneOffsetMinutes(at, timeZone) === offset) return new Date(at)
  }
  return new Date(wall - zoneOffsetMinutes(wall - 12 * 3_600_000, timeZone) * 60_000)
}
