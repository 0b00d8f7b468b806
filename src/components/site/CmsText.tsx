import { useLocale } from 'next-intl'
import type React from 'react'

import type { LocalizedText } from '@/i18n/cmsText'

/**
 * CMS texts on the public pages. Each comes in the page's language or, where Spanish is
 * missing, in English (src/server/content.ts); such a text is marked with its own `lang`, so a screen
 * reader reads it with English pronunciation. A text in the page's language gets no attribute: the
 * English pages are exactly as before.
 */

/** `{ lang }` to spread on the element that holds the text when it is not in the page's language, else `{}`. */
export function useCmsLang(): (value: Pick<LocalizedText, 'lang'>) => { lang?: string } {
  const locale = useLocale()
  return (value) => (value.lang === locale ? {} : { lang: value.lang })
}

/** A CMS text: as it is in the page's language, else in a `<span lang>`. */
export function CmsText({ value }: { value: LocalizedText }) {
  const locale = useLocale()
  return value.lang === locale ? value.text : <span lang={value.lang}>{value.text}</span>
}

/** Characters no CMS text or catalogue message holds (Unicode's private use area): they mark where a value goes. */
const OPEN = '\uE000'
const CLOSE = '\uE001'

/**
 * A catalogue sentence with CMS texts in it, e.g. `t('hours.text', { days, open, close })`: `format`
 * gets the values to interpolate. When every text is in the page's language it is exactly `format`'s
 * string; otherwise the other-language texts are put in as `<span lang>` (ICU placeholders take plain
 * values, so each is first a marker, found in the formatted sentence and replaced).
 */
export function useCmsSentence() {
  const locale = useLocale()
  return <K extends string>(format: (values: Record<K, string>) => string, texts: Record<K, LocalizedText>): React.ReactNode => {
    const names = Object.keys(texts) as K[]
    if (names.every((name) => texts[name].lang === locale)) {
      return format(Object.fromEntries(names.map((name) => [name, texts[name].text])) as Record<K, string>)
    }
    const marked = format(Object.fromEntries(names.map((name) => [name, `${OPEN}${name}${CLOSE}`])) as Record<K, string>)
    return marked.split(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`)).map((part, index) => {
      if (index % 2 === 0) return part
      const value = texts[part as K]
      return value.lang === locale ? value.text : <span key={index} lang={value.lang}>{value.text}</span>
    })
  }
}
