/**
 * The app's pages as the proxy knows them (src/i18n/pageRoutes.ts) and what the proxy does with a path
 * that is none of them (src/proxy.ts): it is served, with a 404 status, from the not-found page, which
 * renders the message itself on each request, so that the 404 carries it in the HTML. The HTML itself:
 * tests/e2e/site.e2e.spec.ts.
 */
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { APP_PAGE_ROUTES, isPagePath, NOT_FOUND_PATH, PUBLIC_PAGE_PATHS } from '@/i18n/pageRoutes'
import proxy, { config as proxyConfig } from '@/proxy'
import nextConfig from '../../next.config.mjs'

const nextModule = createRequire(import.meta.url)
/** Next's own compiler of a proxy's matcher, as the build uses it (not in Next's type declarations). */
const { getMiddlewareMatchers } = nextModule('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => { regexp: string }[]
}
type Rewrite = { source: string; destination: string }
/** Where a rewrite of next.config.mjs sends a path, as Next's server matches and fills it; null when it does not match. */
function rewritten(rewrite: Rewrite, pathname: string): string | null {
  const { getPathMatch } = nextModule('next/dist/shared/lib/router/utils/path-match') as typeof import('next/dist/shared/lib/router/utils/path-match')
  const { prepareDestination } = nextModule('next/dist/shared/lib/router/utils/prepare-destination') as typeof import('next/dist/shared/lib/router/utils/prepare-destination')
  const params = getPathMatch(rewrite.source, { removeUnnamedParams: true, strict: true, sensitive: false })(pathname)
  if (!params) return null
  return prepareDestination({ appendParamsToQuery: false, destination: rewrite.destination, params, query: {} }).parsedDestination.pathname
}

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

/** Whether Next runs the proxy for a path: its matcher compiled as Next compiles it. */
function proxyRunsFor(pathname: string): boolean {
  return getMiddlewareMatchers(proxyConfig.matcher, {}).some((matcher) => new RegExp(matcher.regexp).test(pathname))
}

const spanish = (path: string) => (path === '/' ? '/es' : `/es${path}`)

describe('the public pages, served without the proxy', () => {
  it('the proxy does not run for a public page in either language, and runs for every other page and any other path', () => {
    for (const page of PUBLIC_PAGE_PATHS) {
      expect(proxyRunsFor(page), page).toBe(false)
      expect(proxyRunsFor(spanish(page)), spanish(page)).toBe(false)
    }
    const others = [
      ...APP_PAGE_ROUTES.map((route) => route.replace(/\[[^\]]+\]/g, '42')),
      ...APP_PAGE_ROUTES.map((route) => spanish(route.replace(/\[[^\]]+\]/g, '42'))),
      // Near a public page: another page, no page, the English prefix (redirected), another case.
      '/staff/attendance',
      '/es/staff/attendance',
      '/services/nope',
      '/es/services/nope',
      '/servicesx',
      '/espresso',
      '/es/es',
      '/en',
      '/en/services',
      '/Services',
      '/no-such-page',
      NOT_FOUND_PATH,
    ]
    for (const path of others) expect(proxyRunsFor(path), path).toBe(true)
    for (const path of ['/api/parent/children', '/api/cms/users', '/cms', '/_next/static/x.js', '/robots.txt', '/media/hero.jpg', '/preview']) {
      expect(proxyRunsFor(path), path).toBe(false)
    }
  })

  it("next.config.mjs serves each English public page from the app's /en/… page, as the proxy would, and nothing else", async () => {
    const config = await (nextConfig as unknown as (phase: string) => Promise<{ rewrites: () => Promise<{ beforeFiles: Rewrite[] }> }>)(PHASE_PRODUCTION_SERVER)
    const { beforeFiles } = await config.rewrites()
    // As Next applies them: each in turn, the first that matches wins.
    const destination = (path: string) => beforeFiles.reduce<string | null>((found, rewrite) => found ?? rewritten(rewrite, path), null)
    for (const page of PUBLIC_PAGE_PATHS) expect(destination(page), page).toBe(handled(page).rewrite)
    for (const path of ['/login', '/staff/attendance', '/services/nope', '/servicesx', '/es', '/es/services', '/en', '/api/parent/children']) {
      expect(destination(path), path).toBeNull()
    }
    // Next's rewrites ignore case; /Services is the proxy's all the same (the matcher's test above), and the
    // proxy's rewrite to the not-found page comes first.
    expect(proxyRunsFor('/Services')).toBe(true)
  })
})
