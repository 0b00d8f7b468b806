/**
 * The messages of the API and of the shared zod schemas (src/contract) are English: they are the
 * specification's texts, and the API answers every client the same. A screen in another language
 * shows each one through the catalogue's `serverText` namespace, whose keys are made from the English
 * text itself (as gettext's message ids are): `textKey('Name is required')` → `nameIsRequired`.
 *
 * Numbers inside a message become its values `n0`, `n1`, …, so one catalogue entry serves every limit:
 * 'Must be at most 200 characters' → key `mustBeAtMostNCharacters`, values { n0: '200' }, catalogue
 * 'Must be at most {n0} characters' / 'Debe tener como máximo {n0} caracteres'. A key of more than
 * eight words keeps its first eight and a short hash of the whole text, so it stays readable and unique.
 * A message the catalogue does not know is shown as it came (tests/unit/i18n-catalogues.unit.spec.ts
 * checks that every schema message of the public forms is known).
 */
const MAX_KEY_WORDS = 8

/** FNV-1a, 32 bits, as 6 hex digits: a short fingerprint of a long message. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0').slice(0, 6)
}

export function textKey(text: string): { key: string; values: Record<string, string> } {
  const values: Record<string, string> = {}
  let count = 0
  const withoutNumbers = text.replace(/\d+(?:[.,:]\d+)*/g, (number) => {
    values[`n${count++}`] = number
    return ' N '
  })
  const words =
    withoutNumbers
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  const camel = (list: string[]) => list.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('')
  const key = words.length > MAX_KEY_WORDS ? `${camel(words.slice(0, MAX_KEY_WORDS))}_${fingerprint(words.join(' '))}` : camel(words)
  return { key, values }
}

/**
 * The header a screen sends with its /api calls to have the API's messages in its language
 * (`X-Centre-Language: es`; src/contract/client.ts sends the page's `<html lang>`). Without it, or with
 * `en`, the API answers in English, the specification's texts, exactly as before.
 */
export const LANGUAGE_HEADER = 'x-centre-language'
