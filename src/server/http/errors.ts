/** An error with the HTTP status and JSON body the client should see. */
import 'server-only'

import { APIError, Forbidden, NotFound } from 'payload'

import { isDatabaseUnavailable } from '@/lib/databaseErrors'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: { field: string; message: string }[]) => new HttpError(400, message, errors)
/** 401 because the request has no usable session (route() may replace the message with why not). */
export class NoSessionError extends HttpError {
  constructor(message = 'Please log in.') {
    super(401, message)
  }
}

export const unauthorized = (message = 'Please log in.') => new NoSessionError(message)
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message)
export const notFound = (message = 'Not found.') => new HttpError(404, message)

/**
 * For a `findByID` made with the caller's rights: a record that does not exist or that the caller may
 * not see is "not found" (404, with `message`); with `forbiddenStays`, a caller refused the whole
 * collection gets 403 instead. What says the server cannot answer (the database away, the audit log
 * full: a 5xx) stays what it is, never a 404 that would tell the caller the record is gone.
 */
export const notFoundUnlessDown =
  (message?: string, { forbiddenStays = false } = {}) =>
  (error: unknown): never => {
    if (isDatabaseUnavailable(error) || (error instanceof APIError && error.status >= 500)) throw error
    if (forbiddenStays && error instanceof Forbidden) throw forbidden()
    throw notFound(message)
  }

/**
 * For a change (update, delete) made with the caller's rights to a record they have just read: Payload
 * answers NotFound, or Forbidden under a rule that filters rows, when the record is no longer there for
 * them by the time the change reads it (removed meanwhile, or no longer matching the rule: a certificate
 * verified meanwhile). As if it had been so a moment earlier: not found (404, with `message`). Anything
 * else (a rule's own refusal, the database away) stays what it is.
 */
export const goneMeanwhile =
  (message?: string) =>
  (error: unknown): never => {
    if (error instanceof NotFound || error instanceof Forbidden) throw notFound(message)
    throw error
  }

/**
 * A collection rule's public refusal (src/collections/shared/refuse.ts: a status, a message and the field
 * it is about) as the /api answers it, with the message by the body's field (`fields` renames a
 * collection's field to the body's, e.g. `staff` → `staffId`); anything else is thrown as it is. Told by
 * its shape, not `instanceof Refusal`: in the production build a collection's hook and a route can hold
 * two copies of the class (two bundles).
 */
export const refusalByField =
  (fields: Readonly<Record<string, string>> = {}) =>
  (error: unknown): never => {
    const refusal = error as { status?: unknown; isPublic?: unknown; message?: string; data?: { errors?: { path?: string; message?: string }[] } } | null
    const first = refusal?.data?.errors?.[0]
    if (!refusal || typeof refusal.status !== 'number' || refusal.status >= 500 || refusal.isPublic !== true || !first?.path) throw error
    // The field's own message (a ValidationError's top line is Payload's "The following field is invalid: …").
    const message = first.message ?? refusal.message ?? ''
    throw new HttpError(refusal.status, message, [{ field: fields[first.path] ?? first.path, message }])
  }
