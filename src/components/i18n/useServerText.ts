'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { textKey } from '@/i18n/serverText'
import { DEFAULT_LOCALE } from '@/i18n/routing'

/**
 * `serverText(message)`: an English message of the API or of a form's schema, in the page's language
 * (src/i18n/serverText.ts). English pages show it exactly as it came; a message the catalogue does not
 * know is shown as it came too.
 */
export function useServerText(): (message: string) => string {
  const locale = useLocale()
  const t = useTranslations('serverText')
  return useCallback(
    (message: string) => {
      if (locale === DEFAULT_LOCALE || !message) return message
      const { key, values } = textKey(message)
      // The key is made from the text, so the catalogue's type cannot know it: asked for by name.
      const lookup = t as unknown as { has: (key: string) => boolean } & ((key: string, values: Record<string, string>) => string)
      return lookup.has(key) ? lookup(key, values) : message
    },
    [locale, t],
  )
}
