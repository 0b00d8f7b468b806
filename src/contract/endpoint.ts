import type { z } from 'zod'

import type { Action } from '@/access/actions'

/**
 * One endpoint of the /api contract: its method, its path (a constant, or a function of the path's
 * parameters), the zod schema of its JSON body (null when it takes none) and, as a type only, what it
 * answers. Handlers read the body with the endpoint's schema and answer with `respond(endpoint, …)`;
 * screens call `send(endpoint, …)` or read `endpoint.path`: both sides are checked against one entry.
 *
 * The schema is loaded on demand (`body()`): a screen that only needs paths and types (the portal, the
 * staff lists) does not download zod and every schema with the contract; a form's resolver and the
 * server's `readBody()` load it when they validate.
 *
 * Each names its action (src/access/actions.ts: the row of its feature's `actions.ts` saying who may use
 * it): route() refuses every other caller, 401 or 403, before the handler looks anything up or reads a body.
 */
/** PATCH: a change to one record at its own path (an application's status); DELETE: removes one record (a photo). */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
export type Path = string | ((...params: never[]) => string)
export type BodySchema = () => Promise<z.ZodType>

export type Endpoint<M extends Method = Method, P extends Path = Path, B extends BodySchema | null = BodySchema | null, R = unknown> = {
  readonly method: M
  readonly path: P
  readonly body: B
  /** Who may use it: its feature's action (src/access/actions.ts). */
  readonly action: Action
  /** The answer's type, for the compiler only: never set at run time. */
  readonly response?: R
}

type SchemaOf<B> = B extends () => Promise<infer S extends z.ZodType> ? S : never

/** What the endpoint answers (its JSON body on success). */
export type ResponseOf<E> = E extends Endpoint<Method, Path, BodySchema | null, infer R> ? R : never
/** One element of a list endpoint's answer. */
export type ItemOf<E> = ResponseOf<E> extends readonly (infer T)[] ? T : never
/** What a screen sends (the schema's input: defaults may be left out). */
export type BodyOf<E> = E extends Endpoint<Method, Path, infer B, unknown> ? z.input<SchemaOf<B>> : never
/** What the handler gets once the body is validated (the schema's output). */
export type ParsedBodyOf<E> = E extends Endpoint<Method, Path, infer B, unknown> ? z.output<SchemaOf<B>> : never

/** A write the screens confirm with the server's own words. */
export type Done = { success: true; message: string }

export const get = <P extends Path>(path: P, action: Action) => ({
  returns: <R>() => ({ method: 'GET', path, body: null, action }) as Endpoint<'GET', P, null, R>,
})

export const post = <P extends Path, B extends BodySchema | null>(path: P, body: B, action: Action) => ({
  returns: <R>() => ({ method: 'POST', path, body, action }) as Endpoint<'POST', P, B, R>,
})

export const patch = <P extends Path, B extends BodySchema>(path: P, body: B, action: Action) => ({
  returns: <R>() => ({ method: 'PATCH', path, body, action }) as Endpoint<'PATCH', P, B, R>,
})

/** DELETE: removes the record at its own path; no body. */
export const del = <P extends Path>(path: P, action: Action) => ({
  returns: <R>() => ({ method: 'DELETE', path, body: null, action }) as Endpoint<'DELETE', P, null, R>,
})

/** An endpoint whose path takes parameters, at one path (`send(at(familyAdminEndpoints.inviteParent, id))`). */
export const at = <M extends Method, F extends (...params: never[]) => string, B extends BodySchema | null, R>(
  endpoint: Endpoint<M, F, B, R>,
  ...params: Parameters<F>
) => ({ ...endpoint, path: endpoint.path(...params) }) as Endpoint<M, string, B, R>

/** Lists take `?limit=` (≤ 1000, default 500) and `?page=`; some also a filter (`?childId=`). */
export type ListQuery = { limit?: number; page?: number; childId?: string }
/** What a read's path carries after `?`: a list's query, or an endpoint's own filters (`familyId`, `open`, …); undefined and '' are left out. */
export type Query = ListQuery | Readonly<Record<string, string | number | boolean | undefined>>

const LIST_KEYS = ['childId', 'limit', 'page']

/**
 * A read's path with its query, as a stable string (it is also the read's SWR key): a list's `childId`,
 * `limit`, `page` in that order, then any other filter in the order given.
 */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  const entries = Object.entries(query as Record<string, string | number | boolean | undefined>)
  const ordered = [...LIST_KEYS.flatMap((key) => entries.filter(([name]) => name === key)), ...entries.filter(([name]) => !LIST_KEYS.includes(name))]
  for (const [name, value] of ordered) if (value !== undefined && value !== '') params.set(name, String(value))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}
