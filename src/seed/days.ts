/** The demo's calendar: its past days are written as they were, at times of the centre's day. */
import { centreInstant } from '@/lib/dates'

const DAY_MS = 24 * 60 * 60 * 1000

/** The `count` weekdays before `today` (YYYY-MM-DD), oldest first. */
export function pastWeekdays(today: string, count: number): string[] {
  const days: string[] = []
  let at = Date.parse(`${today}T12:00:00Z`)
  while (days.length < count) {
    at -= DAY_MS
    const weekday = new Date(at).getUTCDay()
    if (weekday !== 0 && weekday !== 6) days.unshift(new Date(at).toISOString().slice(0, 10))
  }
  return days
}

/**
 * An instant from a centre calendar day and a wall time there (`HH:MM`), in the offset of that day: 10:15 is
 * 10:15 on the centre's clock in July as in December (it was written as Eastern Standard Time, an hour late
 * all summer, and a time after 23:00 fell on the next day).
 */
export const demoInstant = (day: string, time: string) => centreInstant(day, time).toISOString()
