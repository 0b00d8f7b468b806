import 'server-only'

import { APIError, AuthenticationError, Forbidden, LockedAuth, NotFound, ValidationError } from 'payload'
import type { Payload, TypedUser } from 'payload'

import { AuditBacklogFullError } from '@/collections/shared/audit/auditBuffer'
import { type RequestOrigin, withRequestOrigin } from '@/collections/shared/audit/auditOrigin'
import { LoginThrottled } from '@/collections/shared/loginThrottle'
import type { Endpoint, ItemOf, ParsedBodyOf, Path, ResponseOf } from '@/contract/endpoint'
import { clientAddressOf } from '@/lib/clientAddress'
import { LOGIN_LOCKOUT } from '@/lib/constants'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, DatabaseUnavailableError, isDatabaseUnavailable, referenceViolation, referenceViolationMessage } from '@/lib/databaseErrors'
import { FileStorageUnavailable } from '@/lib/storage'
import { CALLERS } from '@/access/actions'

import { type Actor, requireAction } from '../actor'
import { getPayload } from '../payload'
import { HttpError, NoSessionError } from './errors'
import { inRequestLanguage } from './language'
import type { Listed } from './listing'
import { whyNoSession } from './noSession'
import { refusedForAnOutage } from './outage'
import { readJsonObject, refuseCrossSiteWrite, validate } from './request'
import { sessionUser } from './sessionCache'

export type RouteContext<P> = { params: Promise<P> }
/** What a handler gets: the request, its path parameters, and who calls (`actor`: the app's Payload and the session's user). */
export type RouteArgs<P> = { request: Request; params: P; actor: Actor; payload: Payload; user: TypedUser | null }

/** Spec field names for Payload's (a child's `parent` is `parentId` on the wire, and so on). */
const WIRE_FIELD: Record<string, string> = { child: 'childId', parent: 'parentId' }

const NO_STORE = { 'Cache-Control': 'no-store' }

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

/**
 * A file to download (a CSV report) or to open in the browser (`inline`: a PDF): never stored by a cache,
 * saved under `fileName`.
 */
export const download = (body: string | Uint8Array<ArrayBuffer>, contentType: string, fileName: string, disposition: 'attachment' | 'inline' = 'attachment') =>
  new Response(body, { headers: { ...NO_STORE, 'Content-Type': contentType, 'Content-Disposition': `${disposition}; filename="${fileName}"` } })

/** A list: its window as the JSON array of the contract, the size of the whole list in `X-Total-Count`. */
export const listJson = ({ records, total }: Listed<unknown>) => json(records, 200, { 'X-Total-Count': String(total) })

/** Answers as the contract's endpoint says (its feature's endpoints.ts, or the kernel's in src/contract): the body must have the endpoint's answer type. */
export const respond = <E extends Endpoint>(_endpoint: E, body: ResponseOf<E>, status = 200, headers: Record<string, string> = {}) =>
  json(body, status, headers)

/** Answers a list endpoint of the contract with one window of its records. */
export const respondList = <E extends Endpoint>(_endpoint: E, list: Listed<ItemOf<E>>) => listJson(list)

/** The JSON body of a contract endpoint, validated with the endpoint's own schema (spec §5's messages per field). */
export async function readBody<E extends Endpoint<'POST' | 'PATCH', Path, NonNullable<Endpoint['body']>>>(request: Request, endpoint: E): Promise<ParsedBodyOf<E>> {
  const body = await readJsonObject(request)
  return validate(await endpoint.body(), body) as ParsedBodyOf<E>
}

/** PostgreSQL's class 22 (data exception): a value the database refuses, which only input can cause. */
function isInvalidData(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (/^22[0-9A-Z]{3}$/.test(String(current.code ?? ''))) return true
  }
  return false
}

/** Maps any error to the JSON the client sees: never a stack trace, never internals. */
export function errorResponse(error: unknown, user: TypedUser | null): Response {
  if (error instanceof HttpError) {
    return json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status, error.headers)
  }
  if (error instanceof ValidationError) {
    const errors = (error.data?.errors ?? []).map(({ path, message }: { path: string; message: string }) => ({
      field: WIRE_FIELD[path] ?? path,
      message,
    }))
    const duplicate = errors.find((e: { field: string; message: string }) => /unique|already (registered|exists|in use)/i.test(e.message))
    if (duplicate) return json({ message: `That ${duplicate.field} is already taken.`, errors: [duplicate] }, 409)
    return json({ message: errors[0]?.message ?? 'Invalid input.', errors }, 400)
  }
  if (error instanceof LoginThrottled) {
    return json({ success: false, message: error.message }, 429, { 'Retry-After': String(error.retryAfterSeconds) })
  }
  if (error instanceof LockedAuth) {
    const minutes = Math.round(LOGIN_LOCKOUT.lockTimeMs / 60_000)
    return json(
      { success: false, message: `This account is locked after too many failed attempts. Please try again in ${minutes} minutes.` },
      429,
      { 'Retry-After': String(LOGIN_LOCKOUT.lockTimeMs / 1000) },
    )
  }
  if (error instanceof AuthenticationError) return json({ success: false, message: 'Invalid username or password' }, 401)
  if (error instanceof Forbidden) return user ? json({ message: 'You are not allowed to do that.' }, 403) : json({ message: 'Please log in.' }, 401)
  if (error instanceof NotFound) return json({ message: 'Not found.' }, 404)
  // The bucket refused an upload (src/lib/storage.ts): nothing was stored, and the message says so.
  if (error instanceof FileStorageUnavailable) return json({ message: error.message }, 503, { 'Retry-After': '30' })
  // The audit log cannot take a read's entry (src/collections/shared/audit/auditBuffer.ts): the read is not served.
  if (error instanceof AuditBacklogFullError) return json({ message: error.message }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
  if (isDatabaseUnavailable(error)) return json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
  if (isInvalidData(error)) return json({ message: 'Invalid input.' }, 400)
  // A foreign key's refusal: a record the change names was removed meanwhile, or one still named is being
  // removed. The transaction was rolled back: nothing of the change is left; the caller reloads.
  const violation = referenceViolation(error)
  if (violation) return json({ message: referenceViolationMessage(violation) }, 409)
  // Any other refusal Payload reports as the client's (4xx): its status, and its message only when public.
  if (error instanceof APIError && error.status >= 400 && error.status < 500) {
    return json({ message: error.isPublic ? error.message : 'The request could not be processed.' }, error.status)
  }
  console.error('[api] unexpected error', error)
  return json({ message: 'Something went wrong. Please try again.' }, 500)
}

/**
 * A thin route handler for one endpoint of the contract: refuses cross-site writes, finds the session's
 * user (Payload auth, so the same CSRF rules as the CMS), refuses a caller the endpoint's action leaves
 * out (src/access/actions.ts: 401 without a session, 403 with one) before the handler looks anything up
 * or reads a body, runs the handler, and turns every error into the contract's JSON. The handler keeps
 * its endpoint (`.endpoint`), so the tests find which endpoint each exported method serves.
 */
export function route<P = Record<string, never>>(endpoint: Endpoint, handler: (args: RouteArgs<P>) => Promise<Response>, options: RouteOptions = {}) {
  // Its messages in the language the screen asked for (src/server/http/language.ts); English by default.
  const answer = answerOf(endpoint, handler, options)
  const serve = async (request: Request, context: RouteContext<P>): Promise<Response> => inRequestLanguage(request, await answer(request, context))
  return Object.assign(serve, { endpoint })
}

/**
 * `signedOutFields`: what the endpoint's 401 says besides its message, where its answer has a shape of its
 * own (/api/user's `{ success: false, message }`).
 */
export type RouteOptions = { readonly signedOutFields?: Readonly<Record<string, unknown>> }

/**
 * A handler that needs no session at all and touches nothing of the caller (the probes: load balancers ask
 * them, with no cookie): no session is looked up. Its endpoint's action must let every caller in.
 */
export function sessionless<H extends (...args: never[]) => unknown>(endpoint: Endpoint, handler: H): H & { endpoint: Endpoint } {
  if (CALLERS.some((caller) => !endpoint.action.callers[caller])) throw new Error(`${endpoint.action.key}: a handler without a session serves only an action every caller may take`)
  return Object.assign(handler, { endpoint })
}

function answerOf<P>(endpoint: Endpoint, handler: (args: RouteArgs<P>) => Promise<Response>, { signedOutFields }: RouteOptions) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    let user: TypedUser | null = null
    let payload: Payload | undefined
    try {
      refuseCrossSiteWrite(request)
      payload = await getPayload()
      // Only the session's user: payload.auth() would also work out every permission, on every request.
      user = await sessionUser(payload, request.headers)
      // Who is asking, before anything else: the action's row (a token's endpoint checks its token itself).
      requireAction({ user }, endpoint.action)
      const params = (await context?.params) ?? ({} as P)
      // Local API calls made for this request are logged as /api, from this address (src/collections/shared/audit/auditOrigin.ts).
      const origin: RequestOrigin = { via: 'api', address: clientAddressOf(request.headers) }
      const args = { request, params, actor: { payload, user }, payload, user }
      return await withRequestOrigin(origin, () => handler(args))
    } catch (error) {
      // A 401 for want of a session, although credentials were sent: say why they were not used.
      const why = !user && (error instanceof NoSessionError || error instanceof Forbidden) ? whyNoSession(request.headers) : null
      const refusal = errorResponse(why ? new NoSessionError(why) : error, user)
      const response = signedOutFields && refusal.status === 401 ? json({ ...signedOutFields, ...((await refusal.json()) as object) }, 401, Object.fromEntries(refusal.headers)) : refusal
      // Credentials that could not be checked because PostgreSQL is away: 503, not "Please log in".
      if (await refusedForAnOutage(payload, request.headers, response.status)) return errorResponse(new DatabaseUnavailableError(), user)
      return response
    }
  }
}
