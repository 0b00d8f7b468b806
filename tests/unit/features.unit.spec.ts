/**
 * The feature folders (src/features/<name>) and what takes them in: each registered feature's /api
 * entries are the contract's own (src/registry/api.ts), each path has its route file under src/app/api
 * that re-exports the feature's handler, and each of its pages is a page file the proxy knows. Its
 * collections in the running Payload config: tests/int/features.int.spec.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { api } from '@/registry/api'
import type { Endpoint } from '@/contract/endpoint'
import { FEATURES } from '@/features'
import { APP_PAGE_ROUTES } from '@/i18n/pageRoutes'

const SRC = path.join(import.meta.dirname, '../../src')
const features = Object.entries(FEATURES)

/** The route file of an endpoint's path: each parameter is the one dynamic folder at its place. */
function routeFileOf(endpoint: Endpoint): string | null {
  const pattern = typeof endpoint.path === 'function' ? (endpoint.path as (id: string) => string)(':param') : endpoint.path
  let folder = path.join(SRC, 'app')
  for (const segment of pattern.replace('%3A', ':').split('/').filter(Boolean)) {
    const next = segment === ':param' ? readdirSync(folder).find((name) => /^\[\w+\]$/.test(name)) : segment
    if (!next || !existsSync(path.join(folder, next))) return null
    folder = path.join(folder, next)
  }
  const file = path.join(folder, 'route.ts')
  return existsSync(file) ? file : null
}

/** The page file of a page path under [locale], whatever route group it sits in. */
function pageFileOf(page: string, folder = path.join(SRC, 'app/(frontend)/[locale]'), segments = page.split('/').filter(Boolean)): string | null {
  if (segments.length === 0) return existsSync(path.join(folder, 'page.tsx')) ? path.join(folder, 'page.tsx') : null
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const isGroup = entry.name.startsWith('(') && entry.name.endsWith(')')
    const found = isGroup ? pageFileOf(page, path.join(folder, entry.name), segments) : entry.name === segments[0] ? pageFileOf(page, path.join(folder, entry.name), segments.slice(1)) : null
    if (found) return found
  }
  return null
}

describe('the registered features', () => {
  it('are registered under their folder’s name, the incidents among them', () => {
    expect(Object.keys(FEATURES)).toContain('incidents')
    for (const [name, feature] of features) {
      expect(feature.name).toBe(name)
      expect(existsSync(path.join(SRC, 'features', name, 'feature.ts')), name).toBe(true)
    }
  })

  it('have their /api entries in the contract, as the same entries', () => {
    const contract = new Set(Object.values(api).flatMap((group) => Object.values(group)))
    for (const [name, feature] of features) {
      for (const [key, endpoint] of Object.entries(feature.endpoints)) expect(contract.has(endpoint), `${name}: ${key}`).toBe(true)
    }
  })

  it('have a route file for each endpoint, a re-export of the feature’s handler for its method', () => {
    for (const [name, feature] of features) {
      for (const [key, endpoint] of Object.entries(feature.endpoints)) {
        const file = routeFileOf(endpoint)
        expect(file, `${name}: ${key}`).not.toBeNull()
        const source = readFileSync(file!, 'utf8')
        expect(source, `${name}: ${key}`).toMatch(new RegExp(`^export \\{ ${endpoint.method} \\} from '@/features/${name}/routes/[\\w-]+'$`, 'm'))
      }
    }
  })

  it('have each of their pages listed for the proxy and a page file that is the feature’s page', () => {
    for (const [name, feature] of features) {
      for (const page of feature.pages) {
        expect(APP_PAGE_ROUTES as readonly string[], `${name}: ${page}`).toContain(page)
        const file = pageFileOf(page)
        expect(file, `${name}: ${page}`).not.toBeNull()
        expect(readFileSync(file!, 'utf8'), `${name}: ${page}`).toMatch(new RegExp(`^export \\{ default(, \\w+)* \\} from '@/features/${name}/screens/`, 'm'))
      }
    }
  })
})

/** Every source file of src, with its text. */
function sourcesOf(folder = SRC): { file: string; text: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourcesOf(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [{ file: full, text: readFileSync(full, 'utf8') }] : []
  })
}

/** The files an import in `from` names, as paths without extension (`@/` is src). */
function importedBy(from: string, text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\()\s*'([^']+)'/g)].flatMap(([, specifier]) => {
    if (specifier!.startsWith('@/')) return [path.join(SRC, specifier!.slice(2))]
    if (specifier!.startsWith('.')) return [path.resolve(path.dirname(from), specifier!)]
    return []
  })
}

describe('the registered features’ screens', () => {
  it('are each shown somewhere: imported by a page, a host screen or another of the feature’s screens that is', () => {
    const sources = sourcesOf()
    const withoutExtension = (file: string) => file.replace(/\.(ts|tsx)$/, '')
    const imports = new Map(sources.map(({ file, text }) => [withoutExtension(file), importedBy(file, text)]))
    for (const [name] of features) {
      const screensDir = path.join(SRC, 'features', name, 'screens')
      if (!existsSync(screensDir)) continue
      const screens = sourcesOf(screensDir).map(({ file }) => withoutExtension(file))
      expect(screens.length, name).toBeGreaterThan(0)
      // Reachable: imported from outside the feature's screens, or by a screen already reachable.
      const reached = new Set(screens.filter((screen) => [...imports].some(([file, targets]) => !file.startsWith(screensDir) && targets.includes(screen))))
      for (let grew = true; grew; ) {
        grew = false
        for (const screen of screens) {
          if (!reached.has(screen) && [...reached].some((from) => imports.get(from)?.includes(screen))) {
            reached.add(screen)
            grew = true
          }
        }
      }
      expect(screens.filter((screen) => !reached.has(screen)).map((screen) => path.relative(SRC, screen)), name).toEqual([])
    }
  })
})

