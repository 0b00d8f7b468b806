/**
 * src/app/api's route files are written from their declarations (src/registry/apiRoutes.ts: each feature's
 * `routes`, the kernel's own) by `npm run api:routes`; the check that fails on drift runs here in-process,
 * as `npm run api:routes:check` runs it in the lint tier. The integration tests call the route handlers
 * through one helper (tests/int/helpers/api.ts) that finds them on disk (tests/int/helpers/apiRoutes.ts):
 * a new route folder is called without being listed anywhere, and a path goes to the handler Next would give it.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { kernelActions } from '@/access/kernelActions'
import { del, get, post } from '@/contract/endpoint'
import { FALLBACK_ROUTE, GENERATED_HEADER, contractProblems, declaredRoutes, folderOf, routeFiles } from '@/registry/apiRoutes'
import { api } from '@/registry/api'
import { apiRouteDrift, hasDrift, routeFilesOnDisk } from '../../scripts/lib/apiRoutes'
import { API_ROUTES, FALLBACK_FOLDER, matchRoute, patternOf } from '../int/helpers/apiRoutes'

/** Any row: these declarations test paths and handlers, not who may use them (tests/unit/actions.unit.spec.ts). */
const anyAction = kernelActions.probe

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

describe('the route files of src/app/api, written from their declarations', () => {
  it('are on disk exactly as the declarations write them: none drifted, missing or undeclared (npm run api:routes:check)', () => {
    const drift = apiRouteDrift()
    expect(drift).toEqual({ missing: [], drifted: [], extra: [], contract: [] })
    expect(hasDrift(drift)).toBe(false)
    const files = routeFiles()
    expect(files.size).toBe(routeFilesOnDisk().size)
    for (const [file, text] of files) expect(text.startsWith(`${GENERATED_HEADER}\n`), file).toBe(true)
  })

  it('fail the check when a file drifted, went missing or is declared by nobody, each named', () => {
    const onDisk = routeFilesOnDisk()
    const edited = 'src/app/api/admin/drills/route.ts'
    const gone = 'src/app/api/ratios/stream/route.ts'
    const planted = 'src/app/api/admin/planted/route.ts'
    onDisk.set(edited, onDisk.get(edited)!.replace("export { POST } from '@/features/drills/routes/drills'\n", ''))
    onDisk.delete(gone)
    onDisk.set(planted, "export { GET } from '@/features/drills/routes/drills'\n")
    const drift = apiRouteDrift(onDisk)
    expect(drift).toEqual({ missing: [gone], drifted: [edited], extra: [planted], contract: [] })
    expect(hasDrift(drift)).toBe(true)
    // A hand edit of a comment is drift too: the file is the declaration's, byte for byte.
    const commented = routeFilesOnDisk()
    commented.set(edited, `${commented.get(edited)}// a note\n`)
    expect(apiRouteDrift(commented).drifted).toEqual([edited])
  })

  it('serve every endpoint of the contract, and declare none the contract lacks (the JSON 404 aside)', () => {
    expect(contractProblems()).toEqual([])
    const routes = declaredRoutes()
    const inContract = Object.values(api).flatMap((group) => Object.values(group)).map((endpoint) => `${endpoint.method} ${folderOf(endpoint)}`)
    const declared = routes.filter((route) => route.endpoint).map((route) => `${route.method} ${route.folder}`)
    expect([...new Set(declared)].sort()).toEqual([...new Set(inContract)].sort())
    expect(routes.filter((route) => !route.endpoint).map((route) => `${route.method} ${route.folder}`)).toEqual(FALLBACK_ROUTE.methods.map((method) => `${method} [...path]`))
  })

  it('re-export each method from its declared module, one per line, and write the segment config out', () => {
    const files = routeFiles()
    expect(files.get('src/app/api/admin/parents/route.ts')).toContain("export { GET } from '@/features/families/routes/adminParents'\nexport { POST } from '@/features/accounts/routes/users'\n")
    for (const file of ['src/app/api/ratios/stream/route.ts', 'src/app/api/health/route.ts', 'src/app/api/ready/route.ts']) expect(files.get(file), file).toMatch(/^export const dynamic = 'force-dynamic'$/m)
    expect(files.get('src/app/api/internal/revalidate/route.ts')).toMatch(/^export \{ POST \} from '@\/server\/routes\/revalidate'$/m)
    expect(files.get('src/app/api/internal/revalidate/route.ts')).not.toMatch(/export const/)
    expect(files.get('src/app/api/[...path]/route.ts')!.match(/^export \{ (\w+) \}/gm)).toHaveLength(5)
  })

  it('name a parameter’s folder as the path function names it, a parameter a whole segment', () => {
    expect(folderOf(post((childId: string) => `/api/children/${encodeURIComponent(childId)}/consents`, null, anyAction).returns())).toBe('children/[childId]/consents')
    expect(folderOf(del((photoId: string) => `/api/photos/${photoId}`, anyAction).returns())).toBe('photos/[photoId]')
    expect(folderOf(get('/api/admin/drills', anyAction).returns())).toBe('admin/drills')
    expect(() => folderOf(get((day: string) => `/api/days/on-${day}`, anyAction).returns())).toThrow(/a parameter must be a whole segment/)
    expect(() => folderOf(get('/elsewhere', anyAction).returns())).toThrow(/not an \/api path/)
  })

  it('refuse declarations that do not hold: an endpoint with no handler, a handler of no endpoint, two modules for one method, two names for one parameter', () => {
    const list = get('/api/things', anyAction).returns()
    const add = post('/api/things', null, anyAction).returns()
    const one = get((thingId: string) => `/api/things/${thingId}`, anyAction).returns()
    const other = post((id: string) => `/api/things/${id}/other`, null, anyAction).returns()
    expect(() => declaredRoutes({ things: { endpoints: { list, add }, routes: { list: 'things' } } }, [])).toThrow(/endpoint add \(POST\) has no handler/)
    expect(() => declaredRoutes({ things: { endpoints: { list }, routes: { list: 'things', gone: 'gone' } } }, [])).toThrow(/routes\.gone names no endpoint/)
    expect(() => declaredRoutes({ a: { endpoints: { list }, routes: { list: 'things' } }, b: { endpoints: { list }, routes: { list: 'lists' } } }, [])).toThrow(/GET things: served by @\/features\/a\/routes\/things \(features\/a\) and by @\/features\/b\/routes\/lists/)
    expect(() => declaredRoutes({ things: { endpoints: { one, other }, routes: { one: 'one', other: 'other' } } }, [])).toThrow(/one dynamic segment named \[thingId\] and \[id\]/)
    expect(declaredRoutes({ things: { endpoints: { list, add }, routes: { list: 'things', add: 'things' } } }, []).map((route) => `${route.method} ${route.folder} ${route.module}`)).toEqual([
      'GET things @/features/things/routes/things',
      'POST things @/features/things/routes/things',
      ...FALLBACK_ROUTE.methods.map((method) => `${method} [...path] @/server/routes/notFound`),
    ])
  })
})
