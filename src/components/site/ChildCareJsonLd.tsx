import { useTranslations } from 'next-intl'

import { parseClock } from '@/i18n/times'
import { CENTRE } from '@/lib/constants'
import { serverURL } from '@/lib/runtimeConfig'
import type { SiteSettings } from '@/server/content'

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "6:30 AM" (or "6:30 a. m.", "18:30") → "06:30" (schema.org wants 24-hour times); null when it is not a time. */
export function to24Hour(time: string): string | null {
  const clock = parseClock(time)
  return clock ? `${String(clock.hours).padStart(2, '0')}:${String(clock.minutes).padStart(2, '0')}` : null
}

/** "Monday - Friday" → the five weekdays; an unrecognised text falls back to the centre's days. */
export function dayRange(days: string): string[] {
  const [from, to] = days.split(/\s*[-–]\s*/).map((day) => WEEKDAYS.findIndex((name) => name.toLowerCase() === day.trim().toLowerCase()))
  if (from === undefined || to === undefined || from < 0 || to < from) return WEEKDAYS.slice(0, 5)
  return WEEKDAYS.slice(from, to + 1)
}

/** "1200 Harmony Lane, Raleigh, NC 27606" as a PostalAddress (the whole text as street when it does not parse). */
export function postalAddress(address: string) {
  const match = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.replace(/\s*\n\s*/g, ', ').trim())
  if (!match) return { '@type': 'PostalAddress', streetAddress: address, addressRegion: 'NC', addressCountry: 'US' }
  return { '@type': 'PostalAddress', streetAddress: match[1], addressLocality: match[2], addressRegion: match[3], postalCode: match[4], addressCountry: 'US' }
}

/** The centre as a schema.org ChildCare record, for search engines (home page). */
export function ChildCareJsonLd({ settings }: { settings: SiteSettings }) {
  const t = useTranslations('site.home')
  const opens = to24Hour(settings.hours.open)
  const closes = to24Hour(settings.hours.close)
  const record = {
    '@context': 'https://schema.org',
    '@type': 'ChildCare',
    name: settings.name,
    description: t('structuredDataDescription'),
    url: `${serverURL}/`,
    image: `${serverURL}/media/og-image.jpg`,
    logo: `${serverURL}/media/apple-touch-icon.png`,
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.address ? { address: postalAddress(settings.address) } : {}),
    foundingDate: String(CENTRE.foundedYear),
    areaServed: 'North Carolina',
    ...(opens && closes
      ? { openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: dayRange(settings.hours.daysInEnglish), opens, closes }] }
      : {}),
    ...(settings.socialLinks.length > 0 ? { sameAs: settings.socialLinks.map((link) => link.url) } : {}),
  }
  // JSON inside a script element: escape "<" so no CMS text can close the element.
  const json = JSON.stringify(record).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
