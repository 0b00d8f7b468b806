/**
 * Our /api contract, called through the real Next route handlers with real Request objects, as a
 * browser sends them (Origin header, session cookie, JSON or multipart bodies).
 */
import { serverURL } from '@/lib/runtimeConfig'

import { waitingOutTheLimit } from './rateLimited'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route declares its own params
type Handler = (request: Request, context: { params: Promise<any> }) => Response | Promise<Response>
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>

/** Every route of src/app/api, by its path pattern. */
const ROUTES: [pattern: string, load: () => Promise<RouteModule>][] = [
  ['/api/applications', () => import('@/app/api/applications/route')],
  ['/api/contact', () => import('@/app/api/contact/route')],
  ['/api/login', () => import('@/app/api/login/route')],
  ['/api/auth/user', () => import('@/app/api/auth/user/route')],
  ['/api/user', () => import('@/app/api/user/route')],
  ['/api/logout', () => import('@/app/api/logout/route')],
  ['/api/parent/children', () => import('@/app/api/parent/children/route')],
  ['/api/curriculum/:childId', () => import('@/app/api/curriculum/[childId]/route')],
  ['/api/videos/:childId', () => import('@/app/api/videos/[childId]/route')],
  ['/api/admin/children', () => import('@/app/api/admin/children/route')],
  ['/api/admin/parents', () => import('@/app/api/admin/parents/route')],
  ['/api/admin/videos', () => import('@/app/api/admin/videos/route')],
  ['/api/admin/activities', () => import('@/app/api/admin/activities/route')],
  ['/api/admin/applications', () => import('@/app/api/admin/applications/route')],
  ['/api/admin/applications/board', () => import('@/app/api/admin/applications/board/route')],
  ['/api/admin/applications/:applicationId', () => import('@/app/api/admin/applications/[applicationId]/route')],
  ['/api/admin/messages', () => import('@/app/api/admin/messages/route')],
  ['/api/admin/users', () => import('@/app/api/admin/users/route')],
  ['/api/admin/curriculum', () => import('@/app/api/admin/curriculum/route')],
  ['/api/parents', () => import('@/app/api/parents/route')],
  ['/api/children', () => import('@/app/api/children/route')],
  ['/api/daily-activities', () => import('@/app/api/daily-activities/route')],
  ['/api/milestones', () => import('@/app/api/milestones/route')],
  ['/api/create-example', () => import('@/app/api/create-example/route')],
  ['/api/secure-admin/login', () => import('@/app/api/secure-admin/login/route')],
  ['/api/internal/revalidate', () => import('@/app/api/internal/revalidate/route')],
  ['/api/health', () => import('@/app/api/health/route')],
  ['/api/ready', () => import('@/app/api/ready/route')],
  ['/api/password/forgot', () => import('@/app/api/password/forgot/route')],
  ['/api/password/reset', () => import('@/app/api/password/reset/route')],
  ['/api/account/notifications', () => import('@/app/api/account/notifications/route')],
  ['/api/account/language', () => import('@/app/api/account/language/route')],
  ['/api/admin/parents/:parentId/invitation', () => import('@/app/api/admin/parents/[parentId]/invitation/route')],
  ['/api/attendance/check-in', () => import('@/app/api/attendance/check-in/route')],
  ['/api/attendance/check-out', () => import('@/app/api/attendance/check-out/route')],
  ['/api/attendance/close-forgotten', () => import('@/app/api/attendance/close-forgotten/route')],
  ['/api/attendance/today', () => import('@/app/api/attendance/today/route')],
  ['/api/attendance/staff', () => import('@/app/api/attendance/staff/route')],
  ['/api/attendance/staff/check-in', () => import('@/app/api/attendance/staff/check-in/route')],
  ['/api/attendance/staff/check-out', () => import('@/app/api/attendance/staff/check-out/route')],
  ['/api/ratios', () => import('@/app/api/ratios/route')],
  ['/api/ratio-alerts', () => import('@/app/api/ratio-alerts/route')],
  ['/api/pickups', () => import('@/app/api/pickups/route')],
  ['/api/pickups/:pickupId/remove', () => import('@/app/api/pickups/[pickupId]/remove/route')],
  ['/api/pickups/:pickupId/photo', () => import('@/app/api/pickups/[pickupId]/photo/route')],
  ['/api/pickups/:pickupId/photo/remove', () => import('@/app/api/pickups/[pickupId]/photo/remove/route')],
  ['/api/incidents', () => import('@/app/api/incidents/route')],
  ['/api/incidents/:incidentId', () => import('@/app/api/incidents/[incidentId]/route')],
  ['/api/incidents/:incidentId/acknowledge', () => import('@/app/api/incidents/[incidentId]/acknowledge/route')],
  ['/api/incidents/:incidentId/addenda', () => import('@/app/api/incidents/[incidentId]/addenda/route')],
  ['/api/children/:childId/consents', () => import('@/app/api/children/[childId]/consents/route')],
  ['/api/children/:childId/record-views', () => import('@/app/api/children/[childId]/record-views/route')],
  ['/api/admin/audit', () => import('@/app/api/admin/audit/route')],
  ['/api/admin/audit/accounts', () => import('@/app/api/admin/audit/accounts/route')],
  ['/api/photos', () => import('@/app/api/photos/route')],
  ['/api/photos/:photoId', () => import('@/app/api/photos/[photoId]/route')],
  ['/api/messages', () => import('@/app/api/messages/route')],
  ['/api/messages/read', () => import('@/app/api/messages/read/route')],
  ['/api/messages/unread', () => import('@/app/api/messages/unread/route')],
]

function match(pathname: string): { load: () => Promise<RouteModule>; params: Record<string, string> } {
  for (const [pattern, load] of ROUTES) {
    const names: string[] = []
    const regex = new RegExp(`^${pattern.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`)
    const found = regex.exec(pathname)
    if (found) return { load, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) }
  }
  const rest = pathname.replace(/^\/api\//, '').split('/')
  return { load: () => import('@/app/api/[...path]/route'), params: { path: rest.join('/') } }
}

export type ApiResult<T = unknown> = { status: number; body: T; text: string; headers: Headers }

export type ApiOptions = {
  cookie?: string
  /** A JSON body (sent as application/json), unless `raw` is given. */
  body?: unknown
  raw?: BodyInit
  headers?: Record<string, string>
  /** The Origin a browser sends; null sends none. */
  origin?: string | null
}

export async function api<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const url = new URL(path, serverURL)
  const headers = new Headers(options.headers)
  if (options.cookie) headers.set('Cookie', options.cookie)
  const origin = options.origin === undefined ? serverURL : options.origin
  if (origin) headers.set('Origin', origin)
  let body: BodyInit | undefined = options.raw
  if (body === undefined && options.body !== undefined) {
    body = JSON.stringify(options.body)
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  }
  // A stream body needs duplex: 'half' (Node's fetch), as a browser's upload would be streamed.
  const request = new Request(url, { method, headers, body, duplex: 'half' } as RequestInit)
  const { load, params } = match(url.pathname)
  const handler = (await load())[method]
  if (!handler) return { status: 405, body: undefined as T, text: '', headers: new Headers() }
  const response = await handler(request, { params: Promise.resolve(params) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers }
}

/**
 * Logs in through POST /api/login and returns the session cookie to send back; a 429 from the shared
 * login limit is waited out (./rateLimited.ts).
 */
export async function apiLogin(username: string, password: string): Promise<string> {
  const response = await waitingOutTheLimit(() => api('POST', '/api/login', { body: { username, password } }))
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (response.status !== 200 || !token) throw new Error(`login of ${username} failed: ${response.status} ${response.text}`)
  return `payload-token=${token}`
}
