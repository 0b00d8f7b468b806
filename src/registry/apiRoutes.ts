/**
 * The route files of src/app/api, from one declaration: each feature's `routes` (its feature.ts: which of
 * its handler modules serves each of its endpoints) and the kernel's own below (the probes, the internal
 * revalidation, the JSON 404 for any other /api path). Next's file routing decides the addresses, so each
 * path still has its file; `npm run api:routes` writes them all from here (scripts/api-routes.ts), each a
 * re-export of its handlers, one method per line, with the segment config its path declares written out
 * (Next reads that from the file without running it), and `npm run api:routes:check` (the lint tier of
 * npm test) fails when a file drifted, is missing or is not declared. A file's folder is its endpoint's
 * path in the contract (src/registry/api.ts), a parameter named as the path function names it.
 */
import { internalEndpoints, probeEndpoints } from '@/contract/api'
import type { Endpoint } from '@/contract/endpoint'
import type { Feature, RouteFile, SegmentConfig } from '@/features/feature'
import { api } from './api'
import { FEATURES } from './features'

/** The methods a route file may export, in the order its lines are written. */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type RouteMethod = (typeof ROUTE_METHODS)[number]

/** The kernel's handler of one of its endpoints (src/contract/api.ts): its module in src/server/routes. */
export type KernelRoute = { readonly endpoint: Endpoint; readonly module: string; readonly segment?: SegmentConfig }

/** The kernel's endpoints, which no feature serves, and their handlers. */
export const KERNEL_ROUTES: readonly KernelRoute[] = [
  // The probes are never cached: load balancers ask this process, now.
  { endpoint: probeEndpoints.health, module: '@/server/routes/health', segment: { dynamic: 'force-dynamic' } },
  { endpoint: probeEndpoints.ready, module: '@/server/routes/ready', segment: { dynamic: 'force-dynamic' } },
  { endpoint: internalEndpoints.revalidate, module: '@/server/routes/revalidate' },
]

/** Any other /api path, every method: a JSON 404, never the HTML not-found page (not an endpoint of the contract). */
export const FALLBACK_ROUTE = { folder: '[...path]', module: '@/server/routes/notFound', methods: ROUTE_METHODS } as const

/** One method of one route file: the module it re-exports, who declared it. */
export type DeclaredRoute = {
  /** The folder below src/app/api: `children/[childId]/consents`. */
  readonly folder: string
  readonly method: RouteMethod
  /** The module the method is re-exported from: `@/features/consents/routes/consents`. */
  readonly module: string
  /** `features/<name>` (its feature.ts's `routes`) or `kernel` (this file). */
  readonly declaredBy: string
  /** The contract's entry it serves (null: the JSON 404). */
  readonly endpoint: Endpoint | null
  readonly segment?: SegmentConfig
}

const PARAM = (index: number) => `__route_param_${index}__`

/** The names of a path function's parameters, as its source writes them: `(childId) => …` → ['childId']. */
function parameterNames(path: (...params: never[]) => string): string[] {
  const source = Function.prototype.toString.call(path)
  const list = /^\s*(?:async\s*)?(?:function\b[^(]*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(source)?.[1]
  const names = (list ?? '').split(',').map((name) => name.trim().replace(/[:=].*$/, '').trim()).filter(Boolean)
  if (names.length === 0 || names.some((name) => !/^[A-Za-z_$][\w$]*$/.test(name))) throw new Error(`a path function whose parameters cannot be read: ${source}`)
  return names
}

/** The folder below src/app/api an endpoint's path is: `/api/children/${childId}/consents` → `children/[childId]/consents`. */
export function folderOf(endpoint: Endpoint): string {
  let path: string
  if (typeof endpoint.path === 'string') path = endpoint.path
  else {
    const names = parameterNames(endpoint.path)
    path = (endpoint.path as (...params: string[]) => string)(...names.map((_, index) => PARAM(index)))
    for (const [index, name] of names.entries()) path = path.split(PARAM(index)).join(`[${name}]`)
  }
  if (!path.startsWith('/api/')) throw new Error(`${endpoint.method} ${path}: not an /api path`)
  const segments = path.slice('/api/'.length).split('/')
  for (const segment of segments) {
    if (!/^(\[[A-Za-z_$][\w$]*\]|[\w.-]+)$/.test(segment)) throw new Error(`${endpoint.method} ${path}: a segment no folder can be (${segment}): a parameter must be a whole segment`)
  }
  return segments.join('/')
}

const moduleOf = (route: RouteFile) => (typeof route === 'string' ? route : route.module)
const segmentOf = (route: RouteFile) => (typeof route === 'string' ? undefined : route.segment)

/**
 * Every route the declarations make, the fallback's last, checked: each feature names a handler for each of
 * its endpoints and for nothing else; two declarations of one method at one path name the same module; one
 * folder's segment config is declared once. Throws with every problem found.
 */
export function declaredRoutes(features: Readonly<Record<string, Pick<Feature, 'endpoints' | 'routes'>>> = FEATURES, kernel: readonly KernelRoute[] = KERNEL_ROUTES): DeclaredRoute[] {
  const problems: string[] = []
  const routes: DeclaredRoute[] = []
  for (const [name, feature] of Object.entries(features)) {
    const declaredBy = `features/${name}`
    const routeFiles: Readonly<Record<string, RouteFile>> = feature.routes
    for (const key of Object.keys(routeFiles)) if (!(key in feature.endpoints)) problems.push(`${declaredBy}: routes.${key} names no endpoint of the feature`)
    for (const [key, endpoint] of Object.entries(feature.endpoints)) {
      const route = routeFiles[key]
      if (route === undefined) {
        problems.push(`${declaredBy}: endpoint ${key} (${endpoint.method}) has no handler in its routes`)
        continue
      }
      if (!/^[\w-]+(\/[\w-]+)*$/.test(moduleOf(route))) problems.push(`${declaredBy}: routes.${key}: a module of its routes/ folder, not ${moduleOf(route)}`)
      routes.push({ folder: folderOf(endpoint), method: endpoint.method, module: `@/features/${name}/routes/${moduleOf(route)}`, declaredBy, endpoint, segment: segmentOf(route) })
    }
  }
  for (const { endpoint, module, segment } of kernel) routes.push({ folder: folderOf(endpoint), method: endpoint.method, module, declaredBy: 'kernel', endpoint, segment })
  for (const method of FALLBACK_ROUTE.methods) routes.push({ folder: FALLBACK_ROUTE.folder, method, module: FALLBACK_ROUTE.module, declaredBy: 'kernel', endpoint: null })

  const byMethod = new Map<string, DeclaredRoute>()
  for (const route of routes) {
    const key = `${route.method} ${route.folder}`
    const before = byMethod.get(key)
    if (before && before.module !== route.module) problems.push(`${key}: served by ${before.module} (${before.declaredBy}) and by ${route.module} (${route.declaredBy})`)
    byMethod.set(key, before ?? route)
  }
  const segments = new Map<string, DeclaredRoute>()
  for (const route of routes.filter((candidate) => candidate.segment)) {
    const before = segments.get(route.folder)
    if (before && JSON.stringify(before.segment) !== JSON.stringify(route.segment)) problems.push(`${route.folder}: segment config declared twice, differently (${before.declaredBy}, ${route.declaredBy})`)
    segments.set(route.folder, before ?? route)
  }
  // Next refuses two names for one dynamic segment (`[childId]` beside `[id]` in one folder).
  const parameters = new Map<string, Set<string>>()
  for (const { folder } of routes) {
    const parts = folder.split('/')
    parts.forEach((part, index) => {
      if (!/^\[\w+\]$/.test(part)) return
      const parent = parts.slice(0, index).join('/')
      parameters.set(parent, (parameters.get(parent) ?? new Set()).add(part))
    })
  }
  for (const [parent, names] of parameters) if (names.size > 1) problems.push(`src/app/api/${parent}: one dynamic segment named ${[...names].join(' and ')}`)
  if (problems.length) throw new Error(`The route declarations do not hold:\n  ${problems.join('\n  ')}`)
  return routes
}

/**
 * The contract and the declarations name the same endpoints: every entry of src/registry/api.ts has its
 * handler declared, and every declared handler serves an entry of it (the fallback aside). The problems, none when they agree.
 */
export function contractProblems(routes: readonly DeclaredRoute[] = declaredRoutes()): string[] {
  const inContract = new Set(Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]))
  const served = new Set(routes.flatMap((route) => (route.endpoint ? [route.endpoint] : [])))
  return [
    ...[...inContract].filter((endpoint) => !served.has(endpoint)).map((endpoint) => `${endpoint.method} /api/${folderOf(endpoint)}: in the contract, and no feature or the kernel declares its handler`),
    ...[...served].filter((endpoint) => !inContract.has(endpoint)).map((endpoint) => `${endpoint.method} /api/${folderOf(endpoint)}: a handler is declared for it, and the contract (src/registry/api.ts) has no such entry`),
  ]
}

export const GENERATED_HEADER = "// Generated by npm run api:routes (src/registry/apiRoutes.ts, from each feature's `routes`); do not edit."

const literal = (value: string | number | boolean) => (typeof value === 'string' ? `'${value}'` : String(value))

/** The text of one route file: its header, a re-export per method, then its segment config. */
function routeFileText(routes: readonly DeclaredRoute[]): string {
  const owners = [...new Set(routes.map((route) => route.declaredBy))]
  const where = owners.map((owner) => (owner === 'kernel' ? "the kernel's, src/server/routes" : `src/${owner}`)).join('; ')
  const lines = [GENERATED_HEADER, `// The URL is this file's place in src/app; the handlers live with their owner (${where}).`]
  const byMethod = new Map(routes.map((route) => [route.method, route]))
  for (const method of ROUTE_METHODS) {
    const route = byMethod.get(method)
    if (route) lines.push(`export { ${method} } from '${route.module}'`)
  }
  const segment = routes.find((route) => route.segment)?.segment
  if (segment) {
    lines.push('', '// Route segment config: Next reads it from this file itself, without running it.')
    for (const [name, value] of Object.entries(segment)) if (value !== undefined) lines.push(`export const ${name} = ${literal(value)}`)
  }
  return `${lines.join('\n')}\n`
}

/** Every route file as the declarations write it, by its path from the project root (`src/app/api/…/route.ts`), in path order. */
export function routeFiles(routes: readonly DeclaredRoute[] = declaredRoutes()): Map<string, string> {
  const byFolder = new Map<string, DeclaredRoute[]>()
  for (const route of routes) byFolder.set(route.folder, [...(byFolder.get(route.folder) ?? []), route])
  return new Map([...byFolder].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([folder, list]) => [`src/app/api/${folder}/route.ts`, routeFileText(list)]))
}
