/**
 * The two catalogues (src/i18n/messages, issue 18): the same keys, every message valid ICU, the same
 * placeholders in both languages, nothing left empty, and no Spanish message that is merely the English
 * one copied (a key only names, brands and numbers may share).
 */
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { LOCALES } from '@/i18n/routing'

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
