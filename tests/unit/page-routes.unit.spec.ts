/**
 * The app's pages as the proxy knows them (src/i18n/pageRoutes.ts) and what the proxy does with a path
 * that is none of them (src/proxy.ts): it is served, with a 404 status, from the not-found page, which
 * renders the message itself on each request, so that the 404 carries it in the HTML. The HTML itself:
 * tests/e2e/site.e2e.spec.ts.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { APP_PAGE_ROUTES, isPagePath, NOT_FOUND_PATH, PUBLIC_PAGE_PATHS } from '@/i18n/pageRoutes'
import proxy from '@/proxy'

const LOCALE_ROOT = path.join(import.meta.dirname, '../../src/app/(frontend)/[locale]')

/** Every page.tsx under [locale], as its path: route groups left out, the folder names as they are. */
function pagesOnDisk(folder = LOCALE_ROOT, segments: string[] = []): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [`/${segments.join('/')}`] : []
    if (!entry.isDirectory()) return []
    const isGroup = entry.name.startsWith('(') && entry.name.endsWith(')')
    return pagesOnDisk(path.join(folder, entry.name), isGroup ? segments : [...segments, entry.name])
  })
}

/** Where the proxy sends a request: the rewrite's path, the redirect's location, or null (served as it is). */
function handled(pathname: string) {
  const response = proxy(new NextRequest(new URL(pathname, 'http://centre.test')))
  const rewrite = response.headers.get('x-middleware-rewrite')
  const location = response.headers.get('location')
  return {
    status: response.status,
    rewrite: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null,
    location: location ? new URL(location).pathname : null,
  }
}

describe('the page list', () => {
  it('is every page.tsx under src/app/(frontend)/[locale]: the public pages catch-all and the not-found page aside', () => {
    const onDisk = pagesOnDisk().filter((route) => route !== '/[[...page]]' && route !== NOT_FOUND_PATH)
    expect(onDisk.sort()).toEqual([...APP_PAGE_ROUTES].sort())
    expect(pagesOnDisk()).toContain(NOT_FOUND_PATH)
  })

  it('knows the public pages, the other pages and a dynamic segment; nothing else', () => {
    for (const page of [...PUBLIC_PAGE_PATHS, '/login', '/parent-portal', '/staff/attendance', '/incidents/42', '/services/']) expect(isPagePath(page), page).toBe(true)
    for (const other of ['/nope', '/services/extra', '/incidents', '/incidents/42/more', '/staff/nope', '/Services', '/parent-portal/x', '/fr/login']) {
      expect(isPagePath(other), other).toBe(false)
    }
  })
})

describe('the proxy', () => {
  it('serves a path that is no page from the not-found page in its language, the address unchanged for the browser', () => {
    expect(handled('/no-such-page')).toEqual({ status: 404, rewrite: `/en${NOT_FOUND_PATH}`, location: null })
    expect(handled('/parent-portal/nope?x=1')).toEqual({ status: 404, rewrite: `/en${NOT_FOUND_PATH}?x=1`, location: null })
    expect(handled('/es/no-such-page')).toEqual({ status: 404, rewrite: `/es${NOT_FOUND_PATH}`, location: null })
    expect(handled('/es/services/nope')).toEqual({ status: 404, rewrite: `/es${NOT_FOUND_PATH}`, location: null })
    // The not-found page's own address is no page either: it never answers 200.
    expect(handled(NOT_FOUND_PATH)).toEqual({ status: 404, rewrite: `/en${NOT_FOUND_PATH}`, location: null })
    expect(handled(`/es${NOT_FOUND_PATH}`)).toEqual({ status: 404, rewrite: `/es${NOT_FOUND_PATH}`, location: null })
  })

  it('serves the pages as before: English from /en/…, Spanish as it is, /en/… redirected to the path without the prefix', () => {
    expect(handled('/services')).toMatchObject({ rewrite: '/en/services' })
    expect(handled('/')).toMatchObject({ rewrite: '/en' })
    expect(handled('/incidents/42')).toMatchObject({ rewrite: '/en/incidents/42' })
    expect(handled('/es/services')).toMatchObject({ status: 200, location: null })
    expect(handled('/es/services').rewrite ?? '/es/services').toBe('/es/services')
    expect(handled('/en/services')).toMatchObject({ status: 307, location: '/services' })
    expect(handled('/en/no-such-page')).toMatchObject({ status: 307, location: '/no-such-page' })
  })
})
