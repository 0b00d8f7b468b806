/**
 * The words of the mails, in the recipient's language: the catalogue's `mail` namespace
 * (src/i18n/messages), read with next-intl's `createTranslator`, which needs neither React nor a Next
 * request: mails are built in request handlers, collection hooks, the worker and the tests alike.
 */
import { createTranslator } from 'next-intl'

import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/i18n/routing'
import { type DateTimeStyle, dateAndTime, timeOfDay } from '@/i18n/times'
import { CENTRE_TIME_ZONE_DEFAULT } from '@/lib/dates'

const CATALOGUES: Record<Locale, typeof en> = { en, es }

/** A stored language (an account's, an application's) as a mail's: anything else, or none, is English. */
export const mailLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

const centreTimeZone = () => process.env.CENTRE_TIME_ZONE || CENTRE_TIME_ZONE_DEFAULT

const translatorFor = (locale: Locale) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'mail', timeZone: centreTimeZone() })

export type MailText = ReturnType<typeof translatorFor>

const translators = new Map<Locale, MailText>()

/** The `mail` namespace's translator of a language (one per language and process). */
export function mailText(locale: Locale): MailText {
  let t = translators.get(locale)
  if (!t) translators.set(locale, (t = translatorFor(locale)))
  return t
}

/**
 * A moment as a mail tells it, in the centre's time zone: its day in the language's words and its time in
 * the language's one style ("November 24, 2026 at 3:02 PM" / "24 de noviembre de 2026, 3:02 p. m.",
 * src/i18n/times.ts), as every screen writes it.
 */
export const mailDateTime = (date: Date, locale: Locale, style: DateTimeStyle) => dateAndTime(date, locale, style, { timeZone: centreTimeZone() })

/** A time of day as a mail tells it, in the centre's time zone, for a sentence that puts it after a preposition ("since 3:02 PM" / "desde las 3:02 p. m."). */
export const mailTimeAfterPreposition = (date: Date, locale: Locale) => timeOfDay(date, locale, { timeZone: centreTimeZone(), afterPreposition: true })
