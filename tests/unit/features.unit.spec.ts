/**
 * The feature folders (src/features/<name>) and what takes them in: each registered feature's /api
 * entries are the contract's own (src/registry/api.ts), each names its handler module in its `routes`
 * and each path has its route file under src/app/api that re-exports it (written from those by npm run
 * api:routes), and each of its pages is a page file the proxy knows; the
 * registry (src/registry) takes in every collection, global, job task, start-up, seed step and large
 * centre's part a feature declares, in their order. Its collections, globals and jobs in the running
 * Payload config: tests/int/features.int.spec.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PLACED, api } from '@/registry/api'
import type { Endpoint } from '@/contract/endpoint'
import type { RouteFile } from '@/features/feature'
import { NC_RATIO_BANDS } from '@/features/ratios/ratioTable'
import { APP_PAGE_ROUTES } from '@/i18n/pageRoutes'
import { collections, globals, jobTasks } from '@/registry'
import { CMS_MENU, inMenuOrder } from '@/registry/cmsMenu'
import { FEATURE_LIST, FEATURES } from '@/registry/features'
import { inOrder } from '@/registry/order'
import { LARGE_CENTRE_PARTS, SEED_STEPS } from '@/registry/seed'
import { ADMIN_DASHBOARD_SECTIONS, ADMIN_SECTIONS, PARENT_DASHBOARD_SECTIONS, PORTAL_SECTIONS, STAFF_SECTIONS } from '@/registry/screens/sections'
import { FEATURE_START_UPS } from '@/registry/startUps'
import { benchRooms } from '@/seed/largeCentre'

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

  it('have each /api entry once in the contract: a feature the groups place (PLACED) wholly in them, any other as a group of its own by its name', () => {
    const all = Object.values(api).flatMap((group) => Object.values(group))
    expect(new Set(all).size).toBe(all.length)
    const inGroups = new Set(Object.entries(api).flatMap(([group, entries]) => (group in FEATURES && !(PLACED as readonly string[]).includes(group) ? [] : Object.values(entries))))
    for (const [name, feature] of features) {
      const entries = Object.values(feature.endpoints)
      if ((PLACED as readonly string[]).includes(name)) {
        expect(entries.length, name).toBeGreaterThan(0)
        for (const endpoint of entries) expect(inGroups.has(endpoint), `${name} is PLACED: each entry in a group`).toBe(true)
      } else if (entries.length > 0) {
        // Registered, placed nowhere: its own group, its descriptor's entries as they are.
        expect((api as unknown as Record<string, unknown>)[name], name).toBe(feature.endpoints)
        for (const endpoint of entries) expect(inGroups.has(endpoint), `${name}: placed in no group, so not in one`).toBe(false)
      }
    }
  })

  it('give a feature no group above places its own group of the contract, with nothing written in src/registry/api.ts', async () => {
    const { composeContract } = await import('@/registry/api')
    const roomNotes = { list: { method: 'GET', path: '/api/room-notes' } }
    const contract = composeContract({ ...FEATURES, 'room-notes': { name: 'room-notes', endpoints: roomNotes } } as never)
    expect((contract as unknown as Record<string, unknown>)['room-notes']).toBe(roomNotes)
    expect(Object.keys(contract).filter((group) => group in FEATURES)).toEqual(Object.keys(api).filter((group) => group in FEATURES))
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

  it('declare for each endpoint, and only for those, a handler module of their routes/ that exports its method, the one its route file re-exports', () => {
    for (const [name, feature] of features) {
      const routes: Readonly<Record<string, RouteFile>> = feature.routes
      expect(Object.keys(routes).sort(), name).toEqual(Object.keys(feature.endpoints).sort())
      for (const [key, endpoint] of Object.entries(feature.endpoints)) {
        const route = routes[key]!
        const handlerModule = typeof route === 'string' ? route : route.module
        const handler = path.join(SRC, 'features', name, 'routes', `${handlerModule}.ts`)
        expect(existsSync(handler), `${name}: ${key} → routes/${handlerModule}.ts`).toBe(true)
        expect(readFileSync(handler, 'utf8'), `${name}: ${key} → routes/${handlerModule}.ts`).toMatch(new RegExp(`^export const ${endpoint.method}\\b`, 'm'))
        expect(readFileSync(routeFileOf(endpoint)!, 'utf8'), `${name}: ${key}`).toContain(`export { ${endpoint.method} } from '@/features/${name}/routes/${handlerModule}'\n`)
        if (typeof route !== 'string') {
          for (const [setting, value] of Object.entries(route.segment)) expect(readFileSync(routeFileOf(endpoint)!, 'utf8'), `${name}: ${key}`).toContain(`export const ${setting} = ${typeof value === 'string' ? `'${value}'` : value}\n`)
        }
      }
    }
  })

  it('have each of their pages listed for the proxy and a page file that is the feature’s page', () => {
    for (const [name, feature] of features) {
      for (const page of Object.keys(feature.pages ?? {})) {
        expect(APP_PAGE_ROUTES as readonly string[], `${name}: ${page}`).toContain(page)
        const file = pageFileOf(page)
        expect(file, `${name}: ${page}`).not.toBeNull()
        expect(readFileSync(file!, 'utf8'), `${name}: ${page}`).toMatch(new RegExp(`^export \\{ default(, \\w+)* \\} from '@/features/${name}/screens/`, 'm'))
      }
    }
  })
})

/** The CMS menu as it stood when src/collections/index.ts listed it by hand: the registry keeps it. */
const MENU_BEFORE_THE_REGISTRY = [
  'users', 'children', 'curriculum-activities', 'development-videos', 'daily-activities', 'milestones', 'applications', 'contact-messages',
  'media', 'newsletters', 'galleries', 'classrooms', 'authorized-pickups', 'attendance', 'staff-attendance', 'incidents', 'ratio-alerts',
  'consents', 'application-events', 'family-messages', 'fee-schedules', 'billing-plans', 'subsidy-agencies', 'subsidy-authorizations',
  'invoices', 'ledger-entries', 'family-accounts', 'vaccines', 'immunization-records', 'care-plans', 'medication-authorizations',
  'medication-doses', 'health-documents', 'drills', 'staff-credentials', 'audit-events',
]

describe('the registry (src/registry)', () => {
  it('lists every feature folder of src/features, each once', () => {
    const folders = readdirSync(path.join(SRC, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    expect(Object.keys(FEATURES).sort()).toEqual(folders.sort())
    expect(FEATURE_LIST).toEqual(Object.values(FEATURES))
  })

  it('composes the collections in the CMS menu’s order of before, every feature’s among them, each once', () => {
    // The menu of before, in its order, first; a collection added since (a new feature's, not in CMS_MENU) after it.
    expect(collections.map((collection) => collection.slug).slice(0, MENU_BEFORE_THE_REGISTRY.length)).toEqual(MENU_BEFORE_THE_REGISTRY)
    const added = collections.slice(MENU_BEFORE_THE_REGISTRY.length).map((collection) => collection.slug)
    for (const slug of added) expect(FEATURE_LIST.some((feature) => feature.collections.some((collection) => collection.slug === slug)), slug).toBe(true)
    for (const feature of FEATURE_LIST) {
      for (const collection of feature.collections) expect(collections.filter((candidate) => candidate.slug === collection.slug), `${feature.name}: ${collection.slug}`).toHaveLength(1)
    }
  })

  it('names in CMS_MENU only collections that exist, each once', () => {
    const slugs = new Set(collections.map((collection) => collection.slug))
    expect(CMS_MENU.filter((slug) => !slugs.has(slug))).toEqual([])
    expect(new Set(CMS_MENU).size).toBe(CMS_MENU.length)
  })

  it('puts a collection CMS_MENU does not list after those it lists, in the order it came', () => {
    const listed = ['b', 'a']
    expect(inMenuOrder([{ slug: 'new-1' }, { slug: 'a' }, { slug: 'new-2' }, { slug: 'b' }], listed).map(({ slug }) => slug)).toEqual(['b', 'a', 'new-1', 'new-2'])
  })

  it('takes in every global and job task a feature declares (with its schedule), after the kernel’s notify', () => {
    for (const feature of FEATURE_LIST) {
      for (const global of feature.globals ?? []) expect(globals, `${feature.name}: ${global.slug}`).toContain(global)
      for (const task of feature.jobs ?? []) expect(jobTasks, `${feature.name}: ${task.slug}`).toContain(task)
    }
    expect(globals.map((global) => global.slug)).toEqual(['site-settings'])
    expect(jobTasks.map((task) => task.slug)).toEqual(['notify', 'forgottenCheckOuts', 'billingRun', 'fireDrillReminder'])
    expect(jobTasks.filter((task) => task.schedule?.length).map((task) => task.slug)).toEqual(['forgottenCheckOuts', 'billingRun', 'fireDrillReminder'])
  })

  it('starts every start-up a feature declares, the over-ratio alerts’ follower before the floor listener it hears', async () => {
    for (const feature of FEATURE_LIST) {
      for (const startUp of feature.startUps ?? []) expect(FEATURE_START_UPS, `${feature.name}: ${startUp.name}`).toContain(startUp)
    }
    const names = FEATURE_START_UPS.map((startUp) => startUp.name)
    expect(names).toHaveLength(3)
    expect(names.indexOf('over-ratio alerts')).toBeLessThan(names.indexOf('floor changes'))
  })

  it('has src/instrumentation.ts start the registry’s start-ups, lazily, and import no feature', () => {
    const source = readFileSync(path.join(SRC, 'instrumentation.ts'), 'utf8')
    expect(source).toContain("import('./registry/startUps')")
    expect(source).not.toMatch(/features\//)
    expect(source).not.toMatch(/^import /m)
  })

  it('runs every seed step a feature declares, the health documents after the staff credentials they name', () => {
    for (const feature of FEATURE_LIST) {
      for (const step of feature.seed ?? []) expect(SEED_STEPS, `${feature.name}: ${step.when}`).toContain(step)
    }
    expect(SEED_STEPS).toHaveLength(FEATURE_LIST.reduce((sum, feature) => sum + (feature.seed?.length ?? 0), 0))
    const documents = FEATURES.health.seed.at(-1)!
    expect(SEED_STEPS.indexOf(documents)).toBeGreaterThan(SEED_STEPS.indexOf(FEATURES['staff-credentials'].seed[0]))
    expect(SEED_STEPS.filter((step) => step.when === 'staff')).toEqual(FEATURES.accounts.seed)
    expect(SEED_STEPS.filter((step) => step.when === 'content')).toEqual(FEATURES['site-content'].seed)
  })

  it('builds the large centre’s rooms on the NC table’s age bands (the ratios feature’s)', () => {
    expect(LARGE_CENTRE_PARTS.ageBands).toEqual(NC_RATIO_BANDS)
    const rooms = benchRooms(LARGE_CENTRE_PARTS.ageBands)
    expect(rooms.map((room) => room.name)).toEqual(Array.from({ length: 20 }, (_, index) => `Bench Room ${index + 1}`))
    expect(rooms[0]).toMatchObject({ band: 'infant', ageFromMonths: 0, ageToMonths: 12, capacity: 10 })
    expect(rooms.at(-1)).toMatchObject({ band: 'school-age', ageFromMonths: 60, ageToMonths: 156, capacity: 25 })
  })
})

describe('the registry’s order (inOrder)', () => {
  const piece = (feature: string, name: string, place: { after?: string[]; before?: string[] } = {}) => ({ feature, piece: name, ...place })

  it('keeps the features’ registered order when no piece says otherwise', () => {
    expect(inOrder([piece('a', 'a1'), piece('b', 'b1'), piece('a', 'a2'), piece('c', 'c1')])).toEqual(['a1', 'b1', 'a2', 'c1'])
  })

  it('moves a piece after the features it follows, and before those it precedes, moving nothing else', () => {
    expect(inOrder([piece('a', 'a1', { after: ['c'] }), piece('b', 'b1'), piece('c', 'c1'), piece('c', 'c2')])).toEqual(['b1', 'c1', 'c2', 'a1'])
    expect(inOrder([piece('a', 'a1'), piece('b', 'b1'), piece('c', 'c1', { before: ['a'] })])).toEqual(['b1', 'c1', 'a1'])
  })

  it('refuses pieces that wait for each other', () => {
    expect(() => inOrder([piece('a', 'a1', { after: ['b'] }), piece('b', 'b1', { after: ['a'] })])).toThrow(/wait for each other/)
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


/** A feature's sections file of an area (`screens/portal/sections.ts` or `.tsx`), or null. */
function sectionsFileOf(feature: string, area: 'portal' | 'staff'): string | null {
  const base = path.join(SRC, 'features', feature, 'screens', area, 'sections')
  return ['.ts', '.tsx'].map((extension) => base + extension).find((file) => existsSync(file)) ?? null
}

/** A text of the English catalogue by its dotted key, or undefined. */
function catalogueText(key: string): unknown {
  const catalogue = JSON.parse(readFileSync(path.join(SRC, 'i18n/messages/en.json'), 'utf8')) as Record<string, unknown>
  return key.split('.').reduce<unknown>((part, name) => (part && typeof part === 'object' ? (part as Record<string, unknown>)[name] : undefined), catalogue)
}

describe('the screens’ sections (src/registry/screens/sections.ts)', () => {
  it('list every feature’s sections file, under its folder’s name, once, and nothing else', () => {
    for (const [area, list] of [['portal', PORTAL_SECTIONS], ['staff', STAFF_SECTIONS]] as const) {
      const withFile = Object.keys(FEATURES).filter((name) => sectionsFileOf(name, area)).sort()
      expect([...list.map(({ feature }) => feature)].sort(), area).toEqual(withFile)
      expect(new Set(list.map(({ feature }) => feature)).size, area).toBe(list.length)
    }
  })

  it('give the parent dashboard its sections in the page’s order: the children first, the email notices last', () => {
    expect(PARENT_DASHBOARD_SECTIONS.map(({ id }) => id)).toEqual(['children', 'billing', 'today', 'messages', 'consents', 'health', 'record-views', 'email-notices'])
  })

  it('give /admin and /admin-dashboard their tabs, notices and staff areas in the screens’ order', () => {
    expect(ADMIN_SECTIONS.tabs.map(({ value }) => value)).toEqual(['parents', 'children', 'curriculum', 'videos', 'photos', 'messages'])
    expect(ADMIN_SECTIONS.notices).toEqual([])
    expect(ADMIN_DASHBOARD_SECTIONS.tabs.map(({ value }) => value)).toEqual(['children', 'parents', 'videos', 'apps', 'enrollment', 'messages', 'audit'])
    expect(ADMIN_DASHBOARD_SECTIONS.notices.map(({ id }) => id)).toEqual(['over-ratio'])
    for (const screen of [ADMIN_SECTIONS, ADMIN_DASHBOARD_SECTIONS]) {
      expect(screen.staffAreas.map(({ area, href }) => [area, href])).toEqual([
        ['billing', '/staff/billing'],
        ['health', '/staff/health'],
        ['drills', '/staff/drills'],
        ['credentials', '/staff/credentials'],
      ])
    }
  })

  it('name texts each screen’s catalogue has, and pages that exist', () => {
    for (const [namespace, screen] of [['staff.admin', ADMIN_SECTIONS], ['staff.dashboard', ADMIN_DASHBOARD_SECTIONS]] as const) {
      const keys = [...screen.tabs.flatMap(({ label, count }) => [...(label ? [label] : []), ...(count ? [count.label] : [])]), ...screen.staffAreas.map(({ area }) => area)]
      for (const key of keys) expect(typeof catalogueText(`${namespace}.${key}`), `${namespace}.${key}`).toBe('string')
      for (const { href } of screen.staffAreas) expect(pageFileOf(href), href).not.toBeNull()
    }
  })
})
