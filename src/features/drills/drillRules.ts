/**
 * Emergency drills: what North Carolina asks of a licensed centre, and the board of a year (docs/spec.md
 * §15, "Drills"). 10A NCAC 09 .0607, Emergency Preparedness and Response in Child Care Centers (in effect
 * since 1 July 2015): a fire drill every month, and a shelter-in-place or lockdown drill every quarter
 * ("Shelter-in-place or lockdown drills completed quarterly in addition to monthly fire drills", the
 * Division of Child Development and Early Education's summary of the rule). Pure: no database, no clock.
 */
export const DRILL_KINDS = ['fire', 'shelter-in-place', 'lockdown'] as const
export type DrillKind = (typeof DRILL_KINDS)[number]

/** The kinds that count as the quarter's shelter-in-place or lockdown drill. */
export const SHELTER_KINDS: readonly DrillKind[] = ['shelter-in-place', 'lockdown']

/** The longest evacuation the record takes, in seconds (two hours: anything longer is a typing slip). */
export const EVACUATION_MAX_SECONDS = 7200

/** The admins are reminded when a month's last this-many days begin without its fire drill. */
export const REMINDER_DAYS = 7

/**
 * Where a month (or a quarter) stands on the centre's today: `done` (its drill was held), `missing` (it
 * is over without one), `due` (it is under way, still to do) or `upcoming`.
 */
export type PeriodState = 'done' | 'missing' | 'due' | 'upcoming'

/** A drill as the board reads it: its kind and the centre's calendar day it was held (YYYY-MM-DD). */
export type HeldDrill = { kind: DrillKind; day: string }

/** One period of the board, its first and last days, its state and the drills of the kind held in it (in the order given). */
export type BoardPeriod<T> = { first: string; last: string; state: PeriodState; drills: T[] }
export type FireDrillMonth<T> = BoardPeriod<T> & { month: string }
export type ShelterDrillQuarter<T> = BoardPeriod<T> & { quarter: 1 | 2 | 3 | 4 }

const pad = (value: number) => String(value).padStart(2, '0')

/** The month (YYYY-MM) of a calendar day. */
export const monthOf = (day: string) => day.slice(0, 7)

/** The last calendar day of a month: '2028-02' → '2028-02-29'. */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number)
  return `${month}-${pad(new Date(Date.UTC(year!, number!, 0)).getUTCDate())}`
}

/** Where a period stands on `today`, given whether its drill was held. */
export function periodState(held: boolean, first: string, last: string, today: string): PeriodState {
  if (held) return 'done'
  if (last < today) return 'missing'
  return first <= today ? 'due' : 'upcoming'
}

function period<T extends HeldDrill>(drills: readonly T[], kinds: readonly DrillKind[], first: string, last: string, today: string): BoardPeriod<T> {
  const held = drills.filter((drill) => kinds.includes(drill.kind) && drill.day >= first && drill.day <= last)
  return { first, last, state: periodState(held.length > 0, first, last, today), drills: held }
}

/** The twelve months of `year`, each with its fire drills and its state on `today`. */
export function fireDrillMonths<T extends HeldDrill>(drills: readonly T[], year: number, today: string): FireDrillMonth<T>[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${pad(index + 1)}`
    return { month, ...period(drills, ['fire'], `${month}-01`, lastDayOf(month), today) }
  })
}

/** The four quarters of `year` (January to March, …), each with its shelter-in-place and lockdown drills and its state on `today`. */
export function shelterDrillQuarters<T extends HeldDrill>(drills: readonly T[], year: number, today: string): ShelterDrillQuarter<T>[] {
  return ([1, 2, 3, 4] as const).map((quarter) => ({
    quarter,
    ...period(drills, SHELTER_KINDS, `${year}-${pad(quarter * 3 - 2)}-01`, lastDayOf(`${year}-${pad(quarter * 3)}`), today),
  }))
}

/** Whole days from one calendar day to a later one. */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * The month the admins are to be reminded of on `today`: today's month, when its last REMINDER_DAYS days
 * have begun and no fire drill was held in it; otherwise null.
 */
export function fireDrillReminderMonth(drills: readonly HeldDrill[], today: string): string | null {
  const month = monthOf(today)
  if (daysFrom(today, lastDayOf(month)) >= REMINDER_DAYS) return null
  return drills.some((drill) => drill.kind === 'fire' && monthOf(drill.day) === month) ? null : month
}

/**
 * An evacuation time as a director writes it from a stopwatch: seconds ("150") or minutes and seconds
 * ("2:30"). Null when it is neither, or not between 1 second and EVACUATION_MAX_SECONDS.
 */
export function parseEvacuationTime(text: string): number | null {
  const written = text.trim()
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(written)
  const seconds = clock ? Number(clock[1]) * 60 + Number(clock[2]) : /^\d{1,5}$/.test(written) ? Number(written) : NaN
  return seconds >= 1 && seconds <= EVACUATION_MAX_SECONDS ? seconds : null
}

/** Seconds as minutes and seconds, for the board's "2 min 30 s". */
export const evacuationParts = (seconds: number) => ({ minutes: Math.floor(seconds / 60), seconds: seconds % 60 })
