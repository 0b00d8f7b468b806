/**
 * Payload's REST API at /api/cms, called through the same route handlers Next serves (Payload's, behind
 * our guard), with real Request objects: cookies, the Origin header and JSON bodies as a browser sends them.
 */
import config from '@payload-config'

import { serverURL } from '@/lib/runtimeConfig'
import { cmsRestHandlers } from '@/server/http/cmsGuard'

import { waitingOutTheLimit } from './rateLimited'

const { GET, POST, PATCH, PUT, DELETE } = cmsRestHandlers(config)
const handlers = { GET, POST, PATCH, PUT, DELETE }
type Method = keyof typeof handlers

export type RestResult = { status: number; body: unknown; text: string; headers: Headers }

export async function rest(
  method: Method,
  path: string,
  {
    cookie,
    body,
    origin = serverURL,
    headers: extraHeaders,
    raw,
  }: {
    cookie?: string
    body?: unknown
    origin?: string | null
    headers?: Record<string, string>
    /** A body sent as is (a stream is sent chunked, with no Content-Length), instead of `body`'s JSON. */
    raw?: BodyInit
  } = {},
): Promise<RestResult> {
  const headers = new Headers(extraHeaders)
  if (cookie) headers.set('Cookie', cookie)
  if (origin) headers.set('Origin', origin)
  if (body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  return send(method, path, headers, raw ?? (body === undefined ? undefined : JSON.stringify(body)))
}

/** One request through the route handlers, its answer read as JSON when it is JSON. */
async function send(method: Method, path: string, headers: Headers, body: BodyInit | undefined): Promise<RestResult> {
  const url = new URL(`/api/cms${path}`, serverURL)
  const request = new Request(url, { method, headers, body, duplex: 'half' } as RequestInit & { duplex: 'half' })
  // As Next gives a catch-all route its segments: split on the path's slashes, each then decoded (an
  // encoded slash, `%2F`, is one segment holding a slash).
  const slug = url.pathname
    .replace(/^\/api\/cms\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment))
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, text, headers: response.headers }
}

/**
 * Logs in through Payload's REST login and returns the session cookie to send back; a 429 from the
 * shared login limit is waited out (./rateLimited.ts).
 */
export async function restLogin(username: string, password: string): Promise<string> {
  const response = await waitingOutTheLimit(() => rest('POST', '/users/login', { body: { username, password } }))
  const setCookie = response.headers.get('set-cookie') ?? ''
  const token = /payload-token=([^;]+)/.exec(setCookie)?.[1]
  if (response.status !== 200 || !token) throw new Error(`login of ${username} failed: ${response.status} ${response.text}`)
  return `payload-token=${token}`
}

/**
 * A multipart request to Payload's REST API, as /cms sends an upload: the file in `file`, the other
 * fields as JSON in `_payload`.
 */
export async function restUpload(
  method: 'POST' | 'PATCH',
  path: string,
  { cookie, file, data, origin = serverURL }: { cookie?: string; file: File; data?: Record<string, unknown>; origin?: string | null },
): Promise<RestResult> {
  const headers = new Headers()
  if (cookie) headers.set('Cookie', cookie)
  if (origin) headers.set('Origin', origin)
  const form = new FormData()
  form.set('file', file)
  if (data) form.set('_payload', JSON.stringify(data))
  return send(method, path, headers, form)
}
