import { centreInstant } from '../../src/lib/dates'

/**
 * The moments of the centre's calendar that npm run test:days sets the clock to: each the next one after
 * `from` (at least a day ahead), so the clock is only ever moved forward (a clock set back breaks Chromium
 * under libfaketime: its monotonic clock moves with the wall clock) and the list holds in every year.
 */
export type EdgeMoment = { name: string; why: string; at: string }

const DAY_MS = 86_400_000
const dayText = (at: number) => new Date(at).toISOString().slice(0, 10)
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(at: number, timeZone: string): number {
  if (!offsetFormats.has(timeZone)) offsetFormats.set(timeZone, new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }))
  const name = offsetFormats.get(timeZone)!.formatToParts(at).find((part) => part.type === 'timeZoneName')!.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

/** The days from the day after `from` on (UTC calendar days, as YYYY-MM-DD), for up to five years. */
function* daysAfter(from: Date): Generator<string> {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + 2 * DAY_MS
  for (let at = start; at < start + 5 * 366 * DAY_MS; at += DAY_MS) yield dayText(at)
}

function firstDay(from: Date, test: (day: string) => boolean): string | null {
  for (const day of daysAfter(from)) if (test(day)) return day
  return null
}

/** A day on which the zone's clocks move: forward (`spring`) or back. */
const switchesOn = (day: string, timeZone: string, forward: boolean) => {
  const before = offsetMinutes(centreInstant(day, '00:00', timeZone).getTime(), timeZone)
  const after = offsetMinutes(centreInstant(day, '23:59', timeZone).getTime(), timeZone)
  return forward ? after > before : after < before
}

/**
 * The edge moments after `from`, as centre wall times (`YYYY-MM-DDTHH:MM`) in `timeZone`. A zone without
 * daylight saving has no switch days: those moments are left out.
 */
export function edgeMoments(from: Date, timeZone: string): EdgeMoment[] {
  const rules: { name: string; why: string; time: string; on: (day: string) => boolean }[] = [
    // The 1st a Monday, or a Monday the 2nd or 3rd after a weekend 1st: no weekday before it in its month.
    { name: 'first-weekday', time: '00:30', on: (day) => weekdayOf(day) === 1 && Number(day.slice(8)) <= 3, why: 'a Monday that is its month’s first weekday, at 00:30: no earlier weekday in the month, the week just begun' },
    { name: 'new-years-eve', time: '23:30', on: (day) => day.endsWith('-12-31'), why: '31 December at 23:30: the month’s and the year’s last evening, crossing into the new year during the run' },
    { name: 'new-year', time: '00:30', on: (day) => day.endsWith('-01-01'), why: '1 January at 00:30' },
    { name: 'dst-spring', time: '01:30', on: (day) => switchesOn(day, timeZone, true), why: 'the spring switch: the clocks go forward an hour during the run' },
    { name: 'dst-autumn', time: '01:30', on: (day) => switchesOn(day, timeZone, false), why: 'the autumn switch, half an hour before the clocks go back: the hour after 01:00 comes twice during the run' },
    { name: 'leap-day', time: '23:30', on: (day) => day.endsWith('-02-29'), why: '29 February at 23:30, crossing into 1 March during the run' },
  ]
  return rules.flatMap(({ name, why, time, on }) => {
    const day = firstDay(from, on)
    return day ? [{ name, why, at: `${day}T${time}` }] : []
  })
}

/** The instant of a centre wall time written `YYYY-MM-DDTHH:MM`. */
export const centreMoment = (wallTime: string, timeZone: string) => centreInstant(wallTime.slice(0, 10), wallTime.slice(11, 16), timeZone)
