import type { Locale } from './routing'

/**
 * A value stored or labelled for a list, a heading or a column ("Lunes a viernes", "Recibida", "Fotos en
 * el portal para padres"), put inside a sentence. Spanish writes the names of days and months, and common
 * nouns, in lowercase inside a sentence ("Abierto de lunes a viernes"); English capitalises weekdays and
 * keeps what it has. `lang` is the language the value itself is in (an English CMS text shown on a
 * Spanish page keeps its capitals). Never for names of people or rooms, which keep theirs in any language.
 */
export function inSentence(value: string, lang: Locale): string {
  if (lang !== 'es') return value
  const [first, second] = [...value]
  // An acronym or a one-letter word ("PDF", "A") is left as written.
  if (!first || !second || second !== second.toLocaleLowerCase('es')) return value
  return first.toLocaleLowerCase('es') + value.slice(first.length)
}
