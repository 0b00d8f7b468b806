/**
 * The route handlers of src/app/api, found on disk rather than listed by hand: every `route.ts` below the
 * folder is a route, at the path its folders spell (`[childId]` → `:childId`), matched as Next matches
 * them (a static segment before a parameter: /api/admin/applications/board is the board, not an
 * application's id). The catch-all `[...path]` is the JSON 404 for any other /api path.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route declares its own params
export type Handler = (request: Request, context: { params: Promise<any> }) => Response | Promise<Response>
export type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>

declare global {
  interface ImportMeta {
    /** Vite's (vitest's) lazy glob import: file → its module, loaded on call. */
    glob<M>(pattern: string): Record<string, () => Promise<M>>
  }
}

/** Every route file, by its path from the project root ('/src/app/api/…/route.ts'). */
const ROUTE_FILES = import.meta.glob<RouteModule>('/src/app/api/**/route.ts')

const API_FOLDER = '/src/app/api/'
/** The folder of the JSON 404 for any other /api path. */
export const FALLBACK_FOLDER = '[...path]'

export type ApiRoute = {
  /** `/api/admin/parents/:parentId/invitation` */
  pattern: string
  /** The route file, from the project root. */
  file: string
  load: () => Promise<RouteModule>
}

/** The path pattern a route folder stands for: `admin/parents/[parentId]/invitation` → `/api/admin/parents/:parentId/invitation`. */
export function patternOf(folder: string): string {
  const segments = folder.split('/').filter((segment) => segment !== '')
  return `/api/${segments
    .map((segment) => {
      const param = /^\[(\w+)\]$/.exec(segment)
      if (param) return `:${param[1]}`
      // A folder the matcher below would get wrong must not pass unnoticed (a catch-all, an optional or a group).
      if (/[[\]()]/.test(segment)) throw new Error(`src/app/api/${folder}: the route helper does not match a folder named ${segment}`)
      return segment
    })
    .join('/')}`
}

const isParam = (segment: string) => segment.startsWith(':')

/** Next's order: at the first segment where two routes differ in kind, the static one is tried first. */
function staticFirst(a: string, b: string): number {
  const [left, right] = [a.split('/'), b.split('/')]
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (isParam(left[i]!) !== isParam(right[i]!)) return isParam(left[i]!) ? 1 : -1
  }
  return a < b ? -1 : a > b ? 1 : 0
}

const folderOf = (file: string) => file.slice(API_FOLDER.length, -'route.ts'.length)

/** Every route of src/app/api but the fallback, in the order they are matched. */
export const API_ROUTES: readonly ApiRoute[] = Object.entries(ROUTE_FILES)
  .filter(([file]) => folderOf(file) !== `${FALLBACK_FOLDER}/`)
  .map(([file, load]) => ({ pattern: patternOf(folderOf(file)), file, load }))
  .sort((a, b) => staticFirst(a.pattern, b.pattern))

const loadFallback = ROUTE_FILES[`${API_FOLDER}${FALLBACK_FOLDER}/route.ts`]!

/** The route that answers `pathname`, with its parameters decoded; any other /api path goes to the fallback. */
export function matchRoute(pathname: string): { load: () => Promise<RouteModule>; params: Record<string, string>; pattern: string | null } {
  for (const { pattern, load } of API_ROUTES) {
    const names: string[] = []
    const regex = new RegExp(`^${pattern.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`)
    const found = regex.exec(pathname)
    if (found) return { load, pattern, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) }
  }
  const rest = pathname.replace(/^\/api\//, '').split('/')
  return { load: loadFallback, pattern: null, params: { path: rest.join('/') } }
}
