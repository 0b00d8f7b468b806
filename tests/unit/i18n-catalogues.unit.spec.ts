/**
 * The two catalogues (src/i18n/messages): the same keys, every message valid ICU, the same
 * placeholders in both languages, nothing left empty, and no Spanish message that is merely the English
 * one copied (a key only names, brands and numbers may share). The Spanish copy as a native writer would
 * write it: times in the Spanish style, one form for a child, age ranges written out.
 */
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { LOCALES } from '@/i18n/routing'
import { clockText, parseClock } from '@/i18n/times'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text)
  }
  return out
}

/** The names of a message's arguments, with their kinds (plural, select, date, …), sorted. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`)
      argumentsOf(element.children, found)
      continue
    }
    found.add(`${element.value}:${TYPE[element.type]}`)
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, found)
  }
  return found
}

const catalogues = { en: flatten(en as Tree), es: flatten(es as Tree) }

/** Keys whose Spanish text may equal the English one (names, a brand, a number, the other language's name). */
const SAME_IN_BOTH = new Set<string>([])

describe('the catalogues of src/i18n/messages', () => {
  it('there is one catalogue per language of the routing', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort())
  })

  it('both have exactly the same keys', () => {
    const missingInSpanish = [...catalogues.en.keys()].filter((key) => !catalogues.es.has(key))
    const missingInEnglish = [...catalogues.es.keys()].filter((key) => !catalogues.en.has(key))
    expect({ missingInSpanish, missingInEnglish }).toEqual({ missingInSpanish: [], missingInEnglish: [] })
    expect(catalogues.en.size).toBeGreaterThan(0)
  })

  it('every message is valid ICU and not empty', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of catalogue) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(() => parse(text), `${locale} ${key}: ${text}`).not.toThrow()
      }
    }
  })

  it('each message has the same placeholders, plurals, selects and tags in both languages', () => {
    for (const [key, english] of catalogues.en) {
      const spanish = catalogues.es.get(key)
      if (spanish === undefined) continue
      expect([...argumentsOf(parse(spanish))].sort(), key).toEqual([...argumentsOf(parse(english))].sort())
    }
  })

  it('no Spanish message is the English one left untranslated', () => {
    const untranslated = [...catalogues.en]
      .filter(([key, english]) => !SAME_IN_BOTH.has(key) && /[a-z]{3}/i.test(english) && catalogues.es.get(key) === english)
      .map(([key]) => key)
    expect(untranslated).toEqual([])
  })
})

/** A time of day as a catalogue may write one: "6:30 AM", "10:00 p. m." (spaces of any kind). */
const TIME_IN_TEXT = /(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?(?:[\s\u00a0\u202f]*[AaPp]\.?[\s\u00a0\u202f]*[Mm]\.?(?![A-Za-z]))?/g

describe('the Spanish copy', () => {
  it('writes every time in the language’s one style (src/i18n/times.ts): "6:30 AM" in English, "6:30 a. m." in Spanish, never "AM"/"PM" in Spanish', () => {
    const wrong: string[] = []
    for (const locale of LOCALES) {
      for (const [key, text] of catalogues[locale]) {
        for (const [found] of text.matchAll(TIME_IN_TEXT)) {
          const time = parseClock(found)
          const expected = time ? clockText(locale, time) : null
          // An English sentence may end right after "PM" with its full stop.
          if (found !== expected && !(locale === 'en' && found === `${expected}.`)) wrong.push(`${locale} ${key}: "${found}", not "${expected}"`)
        }
      }
    }
    expect(wrong).toEqual([])
    const americanInSpanish = [...catalogues.es].filter(([, text]) => /\b[AP]\.?M\b/.test(text)).map(([key]) => key)
    expect(americanInSpanish).toEqual([])
  })

  it('has one form for a child ("niño", "hijo") and one greeting: no "niño o niña", "niño/a", "hijo o hija", "Bienvenido/a"', () => {
    const doubled = [...catalogues.es].filter(([, text]) => /niñ[oa]s? o (la |una |esta )?niñ|niñ[oa]\/|hij[oa]s? o hij|hij[oa]\/|\b\p{L}+o\/a\b|\b\p{L}+o\(a\)/iu.test(text)).map(([key]) => key)
    expect(doubled).toEqual([])
  })

  it('writes an age range out as Spanish does ("de 6 semanas a 12 meses"), never "6S-12A" or "1-3 años"', () => {
    const terse = [...catalogues.es].filter(([, text]) => /\d+\s*[-–]\s*\d+\s*(años|meses)|\d+\s*semanas\s*[-–]|\b\d+[SA]\s*-\s*\d+[SA]\b/.test(text)).map(([key]) => key)
    expect(terse).toEqual([])
  })
})
