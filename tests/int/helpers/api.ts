/**
 * Our /api contract, called through the real Next route handlers with real Request objects, as a
 * browser sends them (Origin header, session cookie, JSON or multipart bodies). Which handler answers a
 * path is read from the route folders themselves (./apiRoutes.ts), so a new route needs no entry here.
 */
import { serverURL } from '@/lib/runtimeConfig'

import { matchRoute } from './apiRoutes'
import { waitingOutTheLimit } from './rateLimited'

/** `bytes`: the body as sent (a PDF); `text` and `body` read it as text and, where it is, JSON. */
export type ApiResult<T = unknown> = { status: number; body: T; text: string; bytes: Uint8Array; headers: Headers }

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
  const { load, params } = matchRoute(url.pathname)
  const handler = (await load())[method]
  if (!handler) return { status: 405, body: undefined as T, text: '', bytes: new Uint8Array(), headers: new Headers() }
  const response = await handler(request, { params: Promise.resolve(params) })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(bytes)
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as T, text, bytes, headers: response.headers }
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
