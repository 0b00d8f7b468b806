import { useLocale } from 'next-intl'

import { FORMAT_LOCALE } from '@/i18n/routing'
import { dateAndTime, stamp, timeOfDay } from '@/i18n/times'
import { calendarDateOf } from '@/lib/dates'

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options)
    formats.set(key, format)
  }
  return format
}

/**
 * The portal's dates in the page's language (FORMAT_LOCALE), their times in the language's one style
 * (src/i18n/times.ts). A stored calendar day (a date of birth, a daily report) is read as that day, never
 * shifted through a time zone (src/lib/dates.ts); an instant (a check-in, a signature) is shown in the
 * browser's own zone.
 */
export function usePortalDates() {
  const locale = useLocale()
  const tag = FORMAT_LOCALE[locale]
  return {
    /** A stored date as people read it ("March 15, 2021" / "15 de marzo de 2021"); `fallback` when there is none. */
    day(value: string | null | undefined, fallback = ''): string {
      const date = calendarDateOf(value)
      if (!date) return fallback
      return formatter(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
    },
    /** "3:02 PM" / "3:02 p. m." */
    clock: (iso: string) => timeOfDay(new Date(iso), locale),
    /** "Nov 24, 2026, 3:02 PM" / "24 nov 2026, 3:02 p. m." */
    mediumDateTime: (iso: string) => dateAndTime(new Date(iso), locale, 'medium'),
    /** "November 24, 2026 at 3:02 PM" / "24 de noviembre de 2026, 3:02 p. m." */
    longDateTime: (iso: string) => dateAndTime(new Date(iso), locale, 'long'),
    /** "24 Nov 2026, 10:02 AM" / "24 nov 2026, 10:02 a. m." (the histories' stamp) */
    moment: (iso: string) => stamp(new Date(iso), locale),
  }
}
