/**
 * errorResponse (src/server/http/route.ts): every error a handler can meet becomes the contract's JSON
 * with the right status, and never a stack trace or an internal detail.
 */
import type { TypedUser } from 'payload'
import { APIError, AuthenticationError, Forbidden, LockedAuth, NotFound, ValidationError } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseUnavailableError,
  REMOVED_MEANWHILE_MESSAGE,
  STILL_NAMED_MESSAGE,
  databaseUnavailableAfterError,
  referenceViolationAfterError,
} from '@/lib/databaseErrors'
import { HttpError, goneMeanwhile } from '@/server/http/errors'
import { errorResponse } from '@/server/http/route'

const someUser = { id: '7f1c2d4e-0000-4000-8000-000000000001', collection: 'users', role: 'parent' } as unknown as TypedUser

async function read(response: Response) {
  const text = await response.text()
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown>, headers: response.headers }
}

/** Nothing of a stack or of the error's internals leaves the server. */
function expectNoInternals(text: string, ...secrets: string[]) {
  expect(text).not.toMatch(/"stack"/)
  expect(text).not.toMatch(/\bat .+:\d+:\d+/)
  expect(text).not.toMatch(/node_modules|\.ts\b|\.js\b/)
  for (const secret of secrets) expect(text).not.toContain(secret)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('errorResponse', () => {
  it('maps a PostgreSQL connection error to 503 with Retry-After and no stack', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const { status, text, body, headers } = await read(errorResponse(error, null))
    expect(status).toBe(503)
    expect(headers.get('retry-after')).toMatch(/^\d+$/)
    expect(headers.get('content-type')).toMatch(/application\/json/)
    expect(typeof body.message).toBe('string')
    expectNoInternals(text, 'ECONNREFUSED', '127.0.0.1', '5432')
  })

  it('sees a connection error wrapped as the cause of a query error (as drizzle reports it)', async () => {
    const cause = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' })
    const error = new Error('Failed query: select "id" from "users"', { cause })
    const { status, text } = await read(errorResponse(error, someUser))
    expect(status).toBe(503)
    expectNoInternals(text, 'Failed query', 'users')
  })

  it('sees an outage that Payload reports by text only: a failed BEGIN, a driver code in the message', async () => {
    for (const message of [
      'Error: cannot begin transaction: Failed query: begin\nparams: ',
      'Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432',
      'Error: cannot begin transaction: the database system is shutting down',
    ]) {
      const { status, text } = await read(errorResponse(new Error(message), someUser))
      expect(status, message).toBe(503)
      expectNoInternals(text, 'begin', '127.0.0.1')
    }
    expect((await read(errorResponse(new DatabaseUnavailableError(), null))).status).toBe(503)
  })

  it('gives Payload\'s REST API (afterError) the same 503 for an outage, and leaves other errors to Payload', () => {
    const hook = (error: Error) => databaseUnavailableAfterError({ error, context: {}, req: {} as never })
    expect(hook(Object.assign(new Error('x'), { code: '57P01' }))).toEqual({ status: 503, response: { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] } })
    expect(hook(new Error('duplicate key value violates unique constraint'))).toBeUndefined()
  })

  it('maps an unknown error to 500 with a generic message, no stack and no detail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const error = new Error('secret detail: relation "users" has column hash')
    const { status, text, body } = await read(errorResponse(error, someUser))
    expect(status).toBe(500)
    expect(body).toEqual({ message: 'Something went wrong. Please try again.' })
    expectNoInternals(text, 'secret detail', 'hash')
    expect(logged).toHaveBeenCalled()
  })

  it('maps a thrown non-Error value to 500 too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { status, body } = await read(errorResponse('boom', null))
    expect(status).toBe(500)
    expect(body).toEqual({ message: 'Something went wrong. Please try again.' })
  })

  it('maps Payload Forbidden to 401 without a user and 403 with one', async () => {
    const anonymous = await read(errorResponse(new Forbidden(), null))
    expect(anonymous.status).toBe(401)
    expect(typeof anonymous.body.message).toBe('string')
    expectNoInternals(anonymous.text)
    const signedIn = await read(errorResponse(new Forbidden(), someUser))
    expect(signedIn.status).toBe(403)
    expect(typeof signedIn.body.message).toBe('string')
    expectNoInternals(signedIn.text)
  })

  it('maps Payload NotFound to 404', async () => {
    const { status, body } = await read(errorResponse(new NotFound(), someUser))
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'Not found.' })
  })

  it('passes an HttpError through with its status, message, field errors and headers', async () => {
    const error = new HttpError(429, 'Too many requests. Please try again in 30 seconds.', [{ field: 'email', message: 'x' }], { 'Retry-After': '30' })
    const { status, body, headers } = await read(errorResponse(error, null))
    expect(status).toBe(429)
    expect(body).toEqual({ message: 'Too many requests. Please try again in 30 seconds.', errors: [{ field: 'email', message: 'x' }] })
    expect(headers.get('retry-after')).toBe('30')
  })

  it('maps a Payload ValidationError to 400 with the spec field names', async () => {
    const error = new ValidationError({
      collection: 'curriculum-activities',
      errors: [
        { path: 'child', message: 'Child ID is required' },
        { path: 'title', message: 'Activity title is required' },
      ],
    })
    const { status, body } = await read(errorResponse(error, someUser))
    expect(status).toBe(400)
    expect(body).toEqual({
      message: 'Child ID is required',
      errors: [
        { field: 'childId', message: 'Child ID is required' },
        { field: 'title', message: 'Activity title is required' },
      ],
    })
  })

  it('maps a duplicate username or email to 409', async () => {
    const username = new ValidationError({ collection: 'users', errors: [{ path: 'username', message: 'A user with the given username is already registered.' }] })
    const first = await read(errorResponse(username, someUser))
    expect(first.status).toBe(409)
    expect(first.body.errors).toEqual([{ field: 'username', message: 'A user with the given username is already registered.' }])
    const email = new ValidationError({ collection: 'users', errors: [{ path: 'email', message: 'A user with this email already exists' }] })
    const second = await read(errorResponse(email, someUser))
    expect(second.status).toBe(409)
    expect(second.body.message).toMatch(/email/)
  })

  it('maps a locked account to 429 saying when to retry, and a failed login to 401', async () => {
    const locked = await read(errorResponse(new LockedAuth(), null))
    expect(locked.status).toBe(429)
    expect(locked.body.success).toBe(false)
    expect(locked.body.message).toMatch(/try again in \d+ minutes/i)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    const failed = await read(errorResponse(new AuthenticationError(), null))
    expect(failed.status).toBe(401)
    expect(failed.body).toEqual({ success: false, message: 'Invalid username or password' })
  })

  it('maps a value PostgreSQL refuses (class 22, data exception) to 400, not 500', async () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    const error = new Error('Failed query: insert into "contact_messages"', { cause })
    const { status, text } = await read(errorResponse(error, null))
    expect(status).toBe(400)
    expectNoInternals(text, 'Failed query', 'UTF8')
  })

  /** The driver's error as drizzle wraps it (a DrizzleQueryError: the failed statement, the driver's error as its cause). */
  const failedQuery = (query: string, driver: Record<string, string>) =>
    Object.assign(new Error(`Failed query: ${query}\nparams: 7f1c2d4e-0000-4000-8000-000000000002`), { query, cause: Object.assign(new Error(driver.message), driver) })
  /** An insert naming a child deleted meanwhile (23503), as PostgreSQL reports it. */
  const insertNamingRemoved = failedQuery('insert into "daily_activities" ("id", "child_id") values (default, $1)', {
    code: '23503',
    message: 'insert or update on table "daily_activities" violates foreign key constraint "daily_activities_child_id_children_id_fk"',
    detail: 'Key (child_id)=(7f1c2d4e-0000-4000-8000-000000000002) is not present in table "children".',
  })
  /** A child deleted while a report names it: the `on delete set null` action fails on the required column (23502). */
  const deleteStillNamed = failedQuery('delete from "children" where "children"."id" = $1', {
    code: '23502',
    message: 'null value in column "child_id" of relation "daily_activities" violates not-null constraint',
    where: 'SQL statement "UPDATE ONLY "public"."daily_activities" SET "child_id" = NULL WHERE $1 OPERATOR(pg_catalog.=) "child_id""',
  })

  it('maps a foreign key’s refusal of a write naming a record removed meanwhile (23503, wrapped by drizzle) to 409 saying so, with no detail', async () => {
    const { status, text, body } = await read(errorResponse(insertNamingRemoved, someUser))
    expect(status).toBe(409)
    expect(body).toEqual({ message: REMOVED_MEANWHILE_MESSAGE })
    expectNoInternals(text, 'Failed query', 'daily_activities', 'children', '7f1c2d4e')
    // Payload's adapter may wrap the driver's error once more.
    expect((await read(errorResponse(new Error('x', { cause: insertNamingRemoved }), someUser))).status).toBe(409)
  })

  it('maps the removal of a record others still name (a child with a report: the set-null action’s 23502, or a 23503 on delete) to 409 saying it cannot be deleted', async () => {
    for (const error of [
      deleteStillNamed,
      failedQuery('delete from "children" where "children"."id" = $1', {
        code: '23503',
        message: 'update or delete on table "children" violates foreign key constraint "incidents_child_id_children_id_fk" on table "incidents"',
      }),
    ]) {
      const { status, text, body } = await read(errorResponse(error, someUser))
      expect(status).toBe(409)
      expect(body).toEqual({ message: STILL_NAMED_MESSAGE })
      expectNoInternals(text, 'Failed query', 'children', 'UPDATE ONLY')
    }
    // A not-null violation of a statement of ours (no foreign key's action) is a bug, not a refusal: still a 500.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ours = failedQuery('insert into "daily_activities" ("id", "child_id") values (default, null)', { code: '23502', message: 'null value in column "child_id" of relation "daily_activities" violates not-null constraint' })
    expect((await read(errorResponse(ours, someUser))).status).toBe(500)
  })

  it('gives Payload\'s REST API (afterError) the same 409s, and leaves other errors to Payload', () => {
    const hook = (error: Error) => referenceViolationAfterError({ error, context: {}, req: {} as never })
    expect(hook(insertNamingRemoved)).toEqual({ status: 409, response: { errors: [{ message: REMOVED_MEANWHILE_MESSAGE }] } })
    expect(hook(deleteStillNamed)).toEqual({ status: 409, response: { errors: [{ message: STILL_NAMED_MESSAGE }] } })
    expect(hook(Object.assign(new Error('x'), { code: '57P01' }))).toBeUndefined()
    expect(hook(new Error('duplicate key value violates unique constraint'))).toBeUndefined()
  })

  it('keeps the status of any other Payload client error, hiding a non-public message', async () => {
    const hidden = await read(errorResponse(new APIError('internal: column "salt" mismatch', 400, null, false), someUser))
    expect(hidden.status).toBe(400)
    expectNoInternals(hidden.text, 'salt', 'internal')
    // Payload's own 4xx errors are public unless they say otherwise (as in its REST API).
    const shown = await read(errorResponse(new APIError('File is too large', 413), someUser))
    expect(shown.status).toBe(413)
    expect(shown.body.message).toBe('File is too large')
  })

  it('answers JSON that is never cached', async () => {
    const response = errorResponse(new NotFound(), null)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('goneMeanwhile', () => {
  const thrown = (error: unknown) => {
    try {
      goneMeanwhile('Document not found')(error)
    } catch (caught) {
      return caught
    }
    throw new Error('goneMeanwhile did not throw')
  }

  it('a change Payload found no row for (removed meanwhile, or no longer one the rule lets through) is the contract’s 404 with its message', () => {
    for (const error of [new NotFound(), new Forbidden()]) expect(thrown(error)).toMatchObject({ status: 404, message: 'Document not found' })
  })

  it('anything else stays what it is: a rule’s own refusal, the database away', () => {
    const refusal = new APIError('This report has already been acknowledged.', 409, undefined, true)
    const outage = new DatabaseUnavailableError()
    expect(thrown(refusal)).toBe(refusal)
    expect(thrown(outage)).toBe(outage)
  })
})
