import type { Locale } from './routing'

/**
 * Whether a CMS value holds something written: a non-blank text, a list with an entry, a rich text with
 * a word in it. A localized field that is not written in Spanish is "missing" there: the public pages
 * show the English (marked lang="en", src/server/content.ts) and /cms lists it
 * (src/components/cms/MissingTranslations.tsx). Shared by both, so they agree on what is missing.
 */
export function isWritten(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(isWritten)
  if (typeof value === 'object') {
    // A Lexical rich text ({ root: { children } }): written when one of its text nodes is.
    const root = (value as { root?: unknown }).root
    if (root && typeof root === 'object') return hasText(root)
    return true
  }
  return true
}

/** A Lexical node with a non-blank text somewhere beneath it (an emptied editor keeps an empty paragraph). */
function hasText(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false
  const { text, children } = node as { text?: unknown; children?: unknown }
  if (typeof text === 'string' && text.trim() !== '') return true
  return Array.isArray(children) && children.some(hasText)
}

/**
 * A text an editor wrote in the CMS, as a page shows it: in the page's language, or in English where
 * the page's language has none (`lang` then differs from the page's, and the page marks it lang="en").
 */
export type LocalizedText = { text: string; lang: Locale }
