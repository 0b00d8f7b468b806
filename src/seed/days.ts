/** The demo's calendar: its past days are written as they were, at times of the centre's day. */

const DAY_MS = 24 * 60 * 60 * 1000
const TIME_ZONE_OFFSET_HOURS = 5 // the demo's times are written as Eastern Standard Time (UTC-5)

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

/** An instant from a centre calendar day and a local time (`HH:MM`, Eastern Standard Time for the demo). */
export const demoInstant = (day: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((hours! + TIME_ZONE_OFFSET_HOURS) * 60 + minutes!) * 60_000).toISOString()
}
