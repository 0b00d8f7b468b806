/**
 * The integration tests call the route handlers through one helper (tests/int/helpers/api.ts) that finds
 * them on disk (tests/int/helpers/apiRoutes.ts): a new route folder is called without being listed
 * anywhere, and a path goes to the handler Next would give it.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { API_ROUTES, FALLBACK_FOLDER, matchRoute, patternOf } from '../int/helpers/apiRoutes'

const API_DIR = path.join(import.meta.dirname, '../../src/app/api')

/** Every folder below src/app/api holding a route.ts, as the path it serves, the fallback left out. */
function routeFoldersOnDisk(folder = API_DIR, segments: string[] = []): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'route.ts' ? [`/api/${segments.join('/')}`] : []
    if (!entry.isDirectory() || (segments.length === 0 && entry.name === FALLBACK_FOLDER)) return []
    return routeFoldersOnDisk(path.join(folder, entry.name), [...segments, entry.name.replace(/^\[(\w+)\]$/, ':$1')])
  })
}

describe('the route handlers the integration tests call', () => {
  it('are every route folder on disk, none listed by hand', () => {
    const onDisk = routeFoldersOnDisk()
    expect(onDisk.length).toBeGreaterThan(0)
    expect(API_ROUTES.map((route) => route.pattern).sort()).toEqual(onDisk.sort())
    // A dynamic route, and one the hand-written list had left out.
    expect(API_ROUTES.map((route) => route.pattern)).toEqual(expect.arrayContaining(['/api/admin/parents/:parentId/invitation', '/api/ratios/stream']))
    for (const route of API_ROUTES) expect(route.file).toBe(`/src/app${route.pattern.replace(/:(\w+)/g, '[$1]')}/route.ts`)
  })

  it('take a path to its folder, a parameter decoded', () => {
    expect(matchRoute('/api/admin/parents/a%2Fb/invitation')).toMatchObject({ pattern: '/api/admin/parents/:parentId/invitation', params: { parentId: 'a/b' } })
    expect(matchRoute('/api/children/c1/consents')).toMatchObject({ pattern: '/api/children/:childId/consents', params: { childId: 'c1' } })
    expect(matchRoute('/api/children')).toMatchObject({ pattern: '/api/children', params: {} })
  })

  it('try a static segment before a parameter, as Next does', () => {
    expect(matchRoute('/api/admin/applications/board')).toMatchObject({ pattern: '/api/admin/applications/board', params: {} })
    expect(matchRoute('/api/admin/applications/app-1')).toMatchObject({ pattern: '/api/admin/applications/:applicationId', params: { applicationId: 'app-1' } })
    const patterns = API_ROUTES.map((route) => route.pattern)
    expect(patterns.indexOf('/api/admin/applications/board')).toBeLessThan(patterns.indexOf('/api/admin/applications/:applicationId'))
  })

  it('send any other /api path to the JSON 404, with the rest of the path', () => {
    expect(matchRoute('/api/no/such/thing')).toMatchObject({ pattern: null, params: { path: 'no/such/thing' } })
    expect(matchRoute('/api/children/c1')).toMatchObject({ pattern: null, params: { path: 'children/c1' } })
  })

  it('refuse a folder they would match wrongly instead of guessing', () => {
    expect(patternOf('pickups/[pickupId]/photo/')).toBe('/api/pickups/:pickupId/photo')
    for (const folder of ['files/[...rest]', 'files/[[...rest]]', '(staff)/roster']) expect(() => patternOf(folder), folder).toThrow(/does not match a folder/)
  })
})
