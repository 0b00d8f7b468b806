import 'server-only'

import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { Payload, SanitizedConfig } from 'payload'

import { clientAddressOf } from '@/lib/clientAddress'
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES } from '@/lib/constants'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/lib/databaseErrors'
import { getPayload } from '../payload'
import { enforceRateLimit, type RateLimitBucket } from './rateLimit'
import { MAX_JSON_BYTES, readBodyBytes, refuseCrossSiteWrite, refuseDeclaredOver, tooLarge, withBodyLimit } from './request'
import { refusedForAnOutage } from './outage'
import { errorResponse, json } from './route'
import { sessionUser } from './sessionCache'

/**
 * Payload's REST API at /api/cms under the rules of our own /api:
 * - a state-changing request from another site is refused (403), logins included;
 * - a body is capped before Payload parses it (413): 1 MB, or MAX_UPLOAD_MB for a multipart upload;
 * - the auth endpoints count in the login bucket and anonymous creates in the forms bucket, the same
 *   PostgreSQL counters as /api/login and the public forms, per client address.
 */

type Params = { slug?: string[] }
type Context = { params: Promise<Params> }
type Handler = (request: Request, context: Context) => Promise<Response>

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Payload's auth endpoints that take a password, a token or an e-mail from anyone (login bucket). */
const LOGIN_ENDPOINTS = new Set(['login', 'forgot-password', 'reset-password', 'first-register', 'unlock', 'verify'])

/**
 * Which limit a request counts against. Payload matches endpoint paths case-insensitively and after
 * decoding, so this does too (`/users/LOGIN/` is a login); a request counted here that Payload then
 * does not route is merely counted.
 */
export function rateLimitBucketOf(config: SanitizedConfig, method: string, segments: readonly string[], headers: Headers): RateLimitBucket | 'anonymous-create' | null {
  if (method !== 'POST') return null
  const parts = segments.filter((segment) => segment !== '')
  const collection = config.collections.find((each) => each.slug === parts[0])
  if (!collection) return null
  const endpoint = parts[1]?.toLowerCase()
  if (endpoint === undefined) {
    // POST with a method override is Payload's long-query read, not a create.
    const override = headers.get('x-payload-http-method-override') ?? headers.get('x-http-method-override')
    return override === 'GET' ? null : 'anonymous-create'
  }
  return collection.auth && LOGIN_ENDPOINTS.has(endpoint) ? 'login' : null
}

const isMultipart = (request: Request) => /^\s*multipart\//i.test(request.headers.get('content-type') ?? '')

/** The request Payload gets: its body read (at most 1 MB) or, for an upload, counted as it streams. */
async function capped(request: Request): Promise<{ request: Request; exceeded: () => boolean }> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return { request, exceeded: () => false }
  if (isMultipart(request)) return withBodyLimit(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, uploadTooLarge)
  const body = await readBodyBytes(request, MAX_JSON_BYTES)
  const buffered = new Request(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(body), signal: request.signal })
  return { request: buffered, exceeded: () => false }
}

const uploadTooLarge = `Uploads may be at most ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`

/** A database outage, said in Payload's own error shape (what the CMS screens read). */
const outage = () => json({ errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })

function guard(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, context) => {
    let payload: Payload | undefined
    try {
      if (STATE_CHANGING.has(request.method)) refuseCrossSiteWrite(request)
      // Refused on its declared size before anything else, the rate limits included.
      if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
        if (isMultipart(request)) refuseDeclaredOver(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, uploadTooLarge)
        else refuseDeclaredOver(request, MAX_JSON_BYTES)
      }
      const params = (await context?.params) ?? {}
      const bucket = rateLimitBucketOf(await config, request.method, params.slug ?? [], request.headers)
      if (bucket) {
        payload = await getPayload()
        if (bucket === 'login') await enforceRateLimit(payload, 'login', clientAddressOf(request.headers))
        else if (!(await sessionUser(payload, request.headers))) await enforceRateLimit(payload, 'forms', clientAddressOf(request.headers))
      }
      // Payload started here, not inside its handler: one that cannot reach the database answers 503,
      // where Payload's own would say 500 "There was an error initializing Payload".
      payload = await getPayload()
      const body = await capped(request)
      const response = await handler(body.request, { params: Promise.resolve(params) })
      if (body.exceeded()) {
        await response.body?.cancel().catch(() => undefined)
        throw tooLarge(uploadTooLarge)
      }
      // Payload read credentials it could not check as nobody (see outage.ts).
      if (await refusedForAnOutage(payload, request.headers, response.status)) {
        await response.body?.cancel().catch(() => undefined)
        return outage()
      }
      // A database outage inside Payload's handler (payload.config.ts, afterError): 503, said as on our /api.
      if (response.status === 503 && !response.headers.has('Retry-After')) {
        const headers = new Headers(response.headers)
        headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        return new Response(response.body, { status: 503, headers })
      }
      return response
    } catch (error) {
      return isDatabaseUnavailable(error) ? outage() : errorResponse(error, null)
    }
  }
}

/** The REST handlers of src/app/(payload)/api/cms/[...slug]/route.ts, each behind the guard. */
export function cmsRestHandlers(config: Promise<SanitizedConfig>) {
  return {
    GET: guard(config, REST_GET(config)),
    POST: guard(config, REST_POST(config)),
    DELETE: guard(config, REST_DELETE(config)),
    PATCH: guard(config, REST_PATCH(config)),
    PUT: guard(config, REST_PUT(config)),
    OPTIONS: REST_OPTIONS(config),
  }
}
