import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { CENTRE_TIME_ZONE_DEFAULT } from '@/lib/dates'
import { routing } from './routing'

/**
 * The catalogue and formats of a request's language (next-intl): one catalogue per language in
 * ./messages (the same keys in both: tests/unit/i18n-catalogues.unit.spec.ts). Dates and times are the
 * centre's (CENTRE_TIME_ZONE), whatever the server's or the visitor's own zone.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    messages: (await import(`./messages/${locale}.json`)).default,
    timeZone: process.env.CENTRE_TIME_ZONE || CENTRE_TIME_ZONE_DEFAULT,
  }
})
