import { FORMAT_LOCALE, type Locale } from './routing'

/**
 * The one way each language writes a time of day, for every screen, mail and CMS-fed sentence:
 *
 * - English "6:30 AM", "10:00 PM" (as the specification writes them);
 * - Spanish "6:30 a. m.", "10:00 p. m." (the Real Academia's abbreviations, with a space inside), the
 *   spaces of a Spanish time no-break spaces so that a line never ends between "a." and "m.".
 *
 * Written here rather than left to `Intl`: ICU's data differs between Node and the browser, and between
 * versions ("p.m.", "p. m.", "p.\u00a0m.", or a 24-hour "22:00" for es-ES), and one page must not show two
 * styles. `Intl` still finds the hour and minute of an instant in a time zone; only the words are ours.
 * A range reads "6:30 AM - 10:00 PM" in English and "de 6:30 a. m. a 10:00 p. m." in Spanish.
 */

export type ClockTime = { hours: number; minutes: number; seconds?: number }

const NBSP = '\u00a0'

const MARKS: Record<Locale, { am: string; pm: string; space: string }> = {
  en: { am: 'AM', pm: 'PM', space: ' ' },
  es: { am: `a.${NBSP}m.`, pm: `p.${NBSP}m.`, space: NBSP },
}

const two = (value: number) => String(value).padStart(2, '0')

/** A time of day in `locale`'s style: `{ hours: 18, minutes: 30 }` → "6:30 PM" / "6:30 p. m.". */
export function clockText(locale: Locale, { hours, minutes, seconds }: ClockTime): string {
  const marks = MARKS[locale]
  const hour = hours % 12 === 0 ? 12 : hours % 12
  const time = `${hour}:${two(minutes)}${seconds === undefined ? '' : `:${two(seconds)}`}`
  return `${time}${marks.space}${hours < 12 ? marks.am : marks.pm}`
}

/**
 * A time of day after a preposition ("since", "at"): Spanish puts the article before it, "la" for one
 * o'clock and "las" for the other hours ("desde la 1:05 p. m.", "a las 3:02 p. m."); English has none.
 * The catalogue's sentences then say "desde {time}" / "since {time}".
 */
export function clockAfterPreposition(locale: Locale, time: ClockTime): string {
  const text = clockText(locale, time)
  if (locale !== 'es') return text
  return `${time.hours % 12 === 1 ? 'la' : 'las'} ${text}`
}

/** A range of two times of day: "6:30 AM - 10:00 PM" / "de 6:30 a. m. a 10:00 p. m.". */
export function clockRange(locale: Locale, from: string, to: string): string {
  return locale === 'es' ? `de ${from} a ${to}` : `${from} - ${to}`
}

/**
 * One time of day as people type it: "6:30 AM", "6:30am", "6:30 a. m.", "6:30 p.m.", "18:30", "6 PM".
 * The pattern's groups: hours, minutes, optional seconds, and the a/p of a 12-hour time.
 */
const TIME = String.raw`(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?(?:[\s\u00a0\u202f]*([AaPp])\.?[\s\u00a0\u202f]*[Mm]\.?(?![A-Za-z]))?`
const ONE_TIME = new RegExp(String.raw`^\s*${TIME}\s*$`)

function clockOfMatch(hoursText: string, minutesText: string | undefined, secondsText: string | undefined, mark: string | undefined): ClockTime | null {
  // A bare number ("12") is no time; "12:30" or "6 PM" is.
  if (minutesText === undefined && mark === undefined) return null
  let hours = Number(hoursText)
  const minutes = Number(minutesText ?? 0)
  if (minutes > 59 || (secondsText !== undefined && Number(secondsText) > 59)) return null
  if (mark) {
    if (hours < 1 || hours > 12) return null
    hours = (hours % 12) + (mark.toLowerCase() === 'p' ? 12 : 0)
  } else if (hours > 23) return null
  return { hours, minutes, ...(secondsText === undefined ? {} : { seconds: Number(secondsText) }) }
}

/** A stored time of day ("6:30 AM", "18:30"), or null when the text is not one time. */
export function parseClock(text: string): ClockTime | null {
  const match = ONE_TIME.exec(text)
  return match ? clockOfMatch(match[1]!, match[2], match[3], match[4]) : null
}

/** A stored time of day in `locale`'s style; a text that is not a time comes back as it is. */
export function localizeClock(text: string, locale: Locale): string {
  const time = parseClock(text)
  return time ? clockText(locale, time) : text.trim()
}

const TIMES = new RegExp(String.raw`(?<![\d:])${TIME}`, 'g')
const RANGE = new RegExp(String.raw`(?<![\d:])${TIME}\s*(?:-|–|—|\bto\b)\s*${TIME}`, 'g')

/**
 * Every time of day inside a stored text in `locale`'s style, the rest of the text as it is; in Spanish
 * a range of two times ("6:30 AM-6:00 PM") reads "de 6:30 a. m. a 6:00 p. m.". For texts the CMS keeps
 * in one version for both languages (the shifts of the site settings).
 */
export function localizeTimes(text: string, locale: Locale): string {
  const ranged =
    locale === 'es'
      ? text.replace(RANGE, (whole, ...groups: (string | undefined)[]) => {
          const from = clockOfMatch(groups[0]!, groups[1], groups[2], groups[3])
          const to = clockOfMatch(groups[4]!, groups[5], groups[6], groups[7])
          return from && to ? clockRange(locale, clockText(locale, from), clockText(locale, to)) : whole
        })
      : text
  return ranged.replace(TIMES, (whole, hours: string, minutes?: string, seconds?: string, mark?: string) => {
    const time = clockOfMatch(hours, minutes, seconds, mark)
    return time ? clockText(locale, time) : whole
  })
}

const partsFormats = new Map<string, Intl.DateTimeFormat>()

function formatOf(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`
  let format = partsFormats.get(key)
  if (!format) partsFormats.set(key, (format = new Intl.DateTimeFormat(tag, options)))
  return format
}

/** The time of day of an instant where `timeZone` says (the device's own zone when undefined). */
function clockOfInstant(instant: Date, timeZone: string | undefined, withSeconds: boolean): ClockTime {
  const parts = formatOf('en-US', { hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23', timeZone }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? 0)
  return { hours: part('hour') % 24, minutes: part('minute'), ...(withSeconds ? { seconds: part('second') } : {}) }
}

export type TimeOptions = {
  /** The zone the time is read in: the centre's for mails and server-made texts; the device's when left out. */
  timeZone?: string
  seconds?: boolean
  /** For a sentence that puts the time after a preposition: "las 3:02 p. m." in Spanish (clockAfterPreposition). */
  afterPreposition?: boolean
}

/** The time of day of an instant in `locale`'s style ("3:02 PM" / "3:02 p. m."). */
export function timeOfDay(instant: Date, locale: Locale, { timeZone, seconds = false, afterPreposition = false }: TimeOptions = {}): string {
  const time = clockOfInstant(instant, timeZone, seconds)
  return afterPreposition ? clockAfterPreposition(locale, time) : clockText(locale, time)
}

/**
 * How a date and its time are joined: "Nov 24, 2026, 3:02 PM" and "November 24, 2026 at 3:02 PM" in
 * English (as en-US writes them), "24 nov 2026, 3:02 p. m." in Spanish.
 */
export type DateTimeStyle = 'medium' | 'long'

const JOINER: Record<Locale, Record<DateTimeStyle, string>> = {
  en: { medium: ', ', long: ' at ' },
  es: { medium: ', ', long: ', ' },
}

/** An instant's day in the language's own words (`Intl`) and its time in the one style of this module. */
export function dateAndTime(instant: Date, locale: Locale, style: DateTimeStyle, { timeZone }: Pick<TimeOptions, 'timeZone'> = {}): string {
  const day = formatOf(FORMAT_LOCALE[locale], { dateStyle: style, timeZone }).format(instant)
  return `${day}${JOINER[locale][style]}${timeOfDay(instant, locale, { timeZone })}`
}

/** An instant's day with options of its own (`{ day: 'numeric', month: 'short' }`), then its time: "24 Nov, 3:02 PM". */
export function dayAndTime(instant: Date, locale: Locale, dayOptions: Intl.DateTimeFormatOptions, { timeZone, seconds }: Omit<TimeOptions, 'afterPreposition'> = {}): string {
  const day = formatOf(FORMAT_LOCALE[locale], { ...dayOptions, timeZone }).format(instant)
  return `${day}, ${timeOfDay(instant, locale, { timeZone, seconds })}`
}

/**
 * A moment in a list or a history (the messages, the consents' history, "who opened this record", the
 * audit log): the day as each language writes it, then its time in the one style of this module,
 * "24 Nov 2026, 3:02 PM" (the day as en-GB writes it) and "24 nov 2026, 3:02 p. m.".
 */
export function stamp(instant: Date, locale: Locale, { year = true, seconds = false, timeZone }: { year?: boolean } & Omit<TimeOptions, 'afterPreposition'> = {}): string {
  const day: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', ...(year ? { year: 'numeric' } : {}) }
  if (locale === 'es') return dayAndTime(instant, locale, day, { timeZone, seconds })
  return `${formatOf('en-GB', { ...day, timeZone }).format(instant)}, ${timeOfDay(instant, locale, { timeZone, seconds })}`
}
