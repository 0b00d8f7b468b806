import type { routing } from './routing'
import type messages from './messages/en.json'

/** next-intl's keys and locales are typed from the English catalogue and the routing (a missing key is a type error). */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: typeof messages
  }
}
