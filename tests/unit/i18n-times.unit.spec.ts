/**
 * The one time style of each language (src/i18n/times.ts): "6:30 AM" in English, "6:30 a. m." in Spanish
 * (no-break spaces inside, so a line never breaks a time), whatever ICU's data in Node or the browser
 * would say; stored times ("6:30 AM", "18:30") and stored ranges ("6:30 AM-6:00 PM") written in the
 * page's language; the Spanish article before a time ("desde la 1:05 p. m."); values put inside a
 * Spanish sentence in lowercase (src/i18n/sentence.ts).
 */
import { describe, expect, it } from 'vitest'

import { inSentence } from '@/i18n/sentence'
import { clockRange, clockText, dateAndTime, localizeClock, localizeTimes, parseClock, stamp, timeOfDay } from '@/i18n/times'

/** The text as a reader sees it: no-break spaces as spaces. */
const seen = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const NEW_YORK = 'America/New_York'

describe('clockText: one style per language', () => {
  it('English writes "6:30 AM" and "10:00 PM", midnight and noon as 12', () => {
    expect(clockText('en', { hours: 6, minutes: 30 })).toBe('6:30 AM')
    expect(clockText('en', { hours: 22, minutes: 0 })).toBe('10:00 PM')
    expect(clockText('en', { hours: 0, minutes: 5 })).toBe('12:05 AM')
    expect(clockText('en', { hours: 12, minutes: 0 })).toBe('12:00 PM')
  })

  it('Spanish writes "6:30 a. m." and "10:00 p. m.", its spaces no-break spaces', () => {
    expect(clockText('es', { hours: 6, minutes: 30 })).toBe('6:30\u00a0a.\u00a0m.')
    expect(seen(clockText('es', { hours: 22, minutes: 0 }))).toBe('10:00 p. m.')
    expect(seen(clockText('es', { hours: 12, minutes: 0 }))).toBe('12:00 p. m.')
    expect(seen(clockText('es', { hours: 15, minutes: 2, seconds: 5 }))).toBe('3:02:05 p. m.')
  })

  it('a range reads "6:30 AM - 10:00 PM" in English and "de 6:30 a. m. a 10:00 p. m." in Spanish', () => {
    expect(clockRange('en', '6:30 AM', '10:00 PM')).toBe('6:30 AM - 10:00 PM')
    expect(seen(clockRange('es', clockText('es', { hours: 6, minutes: 30 }), clockText('es', { hours: 22, minutes: 0 })))).toBe('de 6:30 a. m. a 10:00 p. m.')
  })
})

describe('stored times', () => {
  it('parseClock reads the ways people type a time, and nothing else', () => {
    expect(parseClock('6:30 AM')).toEqual({ hours: 6, minutes: 30 })
    expect(parseClock('6:30am')).toEqual({ hours: 6, minutes: 30 })
    expect(parseClock('10:00 p. m.')).toEqual({ hours: 22, minutes: 0 })
    expect(parseClock('12:00 AM')).toEqual({ hours: 0, minutes: 0 })
    expect(parseClock('18:30')).toEqual({ hours: 18, minutes: 30 })
    expect(parseClock('6 PM')).toEqual({ hours: 18, minutes: 0 })
    for (const text of ['12', 'noon', '25:00', '13:00 PM', '6:75 AM', '']) expect(parseClock(text), text).toBeNull()
  })

  it('localizeClock writes a stored time in the page’s language and leaves any other text as it is', () => {
    expect(localizeClock('6:30 AM', 'en')).toBe('6:30 AM')
    expect(seen(localizeClock('6:30 AM', 'es'))).toBe('6:30 a. m.')
    expect(localizeClock('18:30', 'en')).toBe('6:30 PM')
    expect(localizeClock('By appointment', 'es')).toBe('By appointment')
  })

  it('localizeTimes: the site settings’ shifts, a range in Spanish reading "de … a …"', () => {
    expect(localizeTimes('6:30 AM-6:00 PM', 'en')).toBe('6:30 AM-6:00 PM')
    expect(seen(localizeTimes('6:30 AM-6:00 PM', 'es'))).toBe('de 6:30 a. m. a 6:00 p. m.')
    expect(seen(localizeTimes('6:00 PM - 10:00 PM', 'es'))).toBe('de 6:00 p. m. a 10:00 p. m.')
    expect(seen(localizeTimes('Nap 12:30 PM, pick-up by 5pm', 'es'))).toBe('Nap 12:30 p. m., pick-up by 5:00 p. m.')
    // Numbers that are not times stay as they are.
    expect(localizeTimes('(919) 555-0142, 2026-11-24, room 12', 'es')).toBe('(919) 555-0142, 2026-11-24, room 12')
    // Written once, it stays the same when written again.
    expect(localizeTimes(localizeTimes('6:30 AM-6:00 PM', 'es'), 'es')).toBe(localizeTimes('6:30 AM-6:00 PM', 'es'))
  })
})

describe('instants', () => {
  // 20:02:05 UTC on 24 November 2026 is 3:02:05 PM in New York; 18:05 UTC is 1:05 PM.
  const afternoon = new Date(Date.UTC(2026, 10, 24, 20, 2, 5))
  const oneOClock = new Date(Date.UTC(2026, 10, 24, 18, 5))

  it('timeOfDay reads the hour in the given zone and writes it in the language’s style', () => {
    expect(timeOfDay(afternoon, 'en', { timeZone: NEW_YORK })).toBe('3:02 PM')
    expect(seen(timeOfDay(afternoon, 'es', { timeZone: NEW_YORK }))).toBe('3:02 p. m.')
    expect(seen(timeOfDay(afternoon, 'es', { timeZone: NEW_YORK, seconds: true }))).toBe('3:02:05 p. m.')
  })

  it('after a preposition Spanish puts the article, "la" at one o’clock and "las" otherwise; English none', () => {
    expect(seen(timeOfDay(oneOClock, 'es', { timeZone: NEW_YORK, afterPreposition: true }))).toBe('la 1:05 p. m.')
    expect(seen(timeOfDay(afternoon, 'es', { timeZone: NEW_YORK, afterPreposition: true }))).toBe('las 3:02 p. m.')
    expect(timeOfDay(afternoon, 'en', { timeZone: NEW_YORK, afterPreposition: true })).toBe('3:02 PM')
  })

  it('dateAndTime: the day in the language’s words, the time in its style', () => {
    expect(dateAndTime(afternoon, 'en', 'medium', { timeZone: NEW_YORK })).toBe('Nov 24, 2026, 3:02 PM')
    expect(dateAndTime(afternoon, 'en', 'long', { timeZone: NEW_YORK })).toBe('November 24, 2026 at 3:02 PM')
    expect(seen(dateAndTime(afternoon, 'es', 'long', { timeZone: NEW_YORK }))).toBe('24 de noviembre de 2026, 3:02 p. m.')
    expect(seen(dateAndTime(afternoon, 'es', 'medium', { timeZone: NEW_YORK }))).not.toMatch(/\b[AP]M\b|p\.m\.|a\.m\./)
  })

  it('stamp: the histories’ moment, with the one time style of each language', () => {
    expect(stamp(afternoon, 'en', { timeZone: NEW_YORK })).toBe('24 Nov 2026, 3:02 PM')
    expect(stamp(afternoon, 'en', { timeZone: NEW_YORK, year: false })).toBe('24 Nov, 3:02 PM')
    expect(seen(stamp(afternoon, 'es', { timeZone: NEW_YORK }))).toMatch(/^24 nov\.? 2026, 3:02 p\. m\.$/)
  })
})

describe('inSentence', () => {
  it('lowercases a Spanish value put inside a sentence ("de lunes a viernes"), not an acronym, an English value or an English page', () => {
    expect(inSentence('Lunes a viernes', 'es')).toBe('lunes a viernes')
    expect(inSentence('Ámbar', 'es')).toBe('ámbar')
    expect(inSentence('PDF', 'es')).toBe('PDF')
    expect(inSentence('A', 'es')).toBe('A')
    expect(inSentence('Monday - Friday', 'en')).toBe('Monday - Friday')
  })
})
