/**
 * robots.txt (src/app/robots.ts): search engines are kept out of the API, the CMS and every parent and
 * staff screen in both languages (a Spanish private page is as private as its English one), and never
 * out of a public page in either language.
 */
import { describe, expect, it } from 'vitest'

import robots from '@/app/robots'
import { APP_PAGE_ROUTES, PUBLIC_PAGE_PATHS } from '@/i18n/pageRoutes'
import { localizedPath } from '@/i18n/paths'
import { LOCALES } from '@/i18n/routing'

const disallowed = (): string[] => {
  const rules = robots().rules
  const rule = Array.isArray(rules) ? rules[0]! : rules
  return ([] as string[]).concat(rule.disallow ?? [])
}

/** Whether a crawler obeying robots.txt may fetch `path` (a Disallow rule is a prefix of the path). */
const blocked = (path: string) => disallowed().some((rule) => path.startsWith(rule))

/** An address of a private page, a dynamic segment filled in. */
const example = (route: string) => route.replace(/\[[^\]]+\]/g, '42')

describe('robots.txt', () => {
  it('disallows every private page in English and in Spanish, the dynamic ones too', () => {
    for (const locale of LOCALES) {
      for (const route of APP_PAGE_ROUTES) expect(blocked(localizedPath(locale, example(route))), `${locale} ${route}`).toBe(true)
    }
    expect(blocked('/es/login')).toBe(true)
    expect(blocked('/es/parent-dashboard')).toBe(true)
    expect(blocked('/es/admin')).toBe(true)
  })

  it('the Spanish rules are the English ones under /es, no more and no fewer', () => {
    const rules = disallowed()
    const pages = rules.filter((rule) => !rule.startsWith('/api') && rule !== '/cms')
    const english = pages.filter((rule) => !rule.startsWith('/es/') && rule !== '/es')
    const spanish = pages.filter((rule) => rule.startsWith('/es/'))
    expect(spanish.sort()).toEqual(english.map((rule) => localizedPath('es', rule)).sort())
  })

  it('keeps the API and the CMS out, and lets every public page in, in both languages', () => {
    expect(blocked('/api/children')).toBe(true)
    expect(blocked('/cms')).toBe(true)
    for (const locale of LOCALES) for (const path of PUBLIC_PAGE_PATHS) expect(blocked(localizedPath(locale, path)), `${locale} ${path}`).toBe(false)
  })
})
