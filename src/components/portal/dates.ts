import { useLocale } from 'next-intl'

import { FORMAT_LOCALE, type Locale } from '@/i18n/routing'
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

/** The day-month-time of the consent history and the record views: "24 Nov 2026 10:02" in English (as en-GB writes it), "24 nov 2026 10:02" in Spanish. */
const AT24: Record<Locale, { tag: string; options: Intl.DateTimeFormatOptions }> = {
  en: { tag: 'en-GB', options: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } },
  es: { tag: FORMAT_LOCALE.es, options: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } },
}

/**
 * The portal's dates in the page's language (FORMAT_LOCALE), the English ones exactly as before. A stored
 * calendar day (a date of birth, a daily report) is read as that day, never shifted through a time zone
 * (src/lib/dates.ts); an instant (a check-in, a signature) is shown in the browser's own zone, as before.
 */
export function usePortalDates() {
  const locale = useLocale()
  const tag = FORMAT_LOCALE[locale]
  const instant = (options: Intl.DateTimeFormatOptions) => (iso: string) => formatter(tag, options).format(new Date(iso))
  return {
    /** A stored date as people read it ("March 15, 2021" / "15 de marzo de 2021"); `fallback` when there is none. */
    day(value: string | null | undefined, fallback = ''): string {
      const date = calendarDateOf(value)
      if (!date) return fallback
      return formatter(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
    },
    /** "3:02 PM" / "3:02 p.m." */
    clock: instant({ hour: 'numeric', minute: '2-digit' }),
    /** "Nov 24, 2026, 3:02 PM" */
    mediumDateTime: instant({ dateStyle: 'medium', timeStyle: 'short' }),
    /** "November 24, 2026 at 3:02 PM" */
    longDateTime: instant({ dateStyle: 'long', timeStyle: 'short' }),
    /** "24 Nov 2026 10:02" */
    at24: (iso: string) => formatter(AT24[locale].tag, AT24[locale].options).format(new Date(iso)).replace(',', ''),
  }
}
