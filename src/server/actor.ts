import 'server-only'

import type { CollectionSlug, Payload, PayloadRequest, TypedUser } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { type Action, may } from '@/access/actions'

import { forbidden, unauthorized } from './http/errors'

/**
 * Who a service acts for: the app's Payload and the session's user (null: an anonymous visitor). Every
 * service (each feature's service.ts, src/server/content.ts) takes one, and every Local API call it makes
 * goes through `asUser(actor)`, so the collections' access functions decide what this user may read and
 * write. Inside `inTransaction`, the actor also carries the transaction's request (`req`), which asUser
 * passes on.
 */
export type Actor = { payload: Payload; user: TypedUser | null; req?: PayloadRequest }

/**
 * The Local API options that serve a user: their rights, never the override, ids instead of joined
 * documents; and the open transaction, if any.
 */
export const asUser = (actor: Actor) => ({ user: actor.user, overrideAccess: false as const, depth: 0, ...(actor.req ? { req: actor.req } : {}) })

/**
 * A read started beside another whose answer comes first: the record a screen is about (a classroom, a
 * child) decides whether the caller gets a 404, whatever the read beside it said. The read's refusal is
 * kept, not thrown (and never left unhandled), until `answer()` is asked for after that decision. Each
 * Local API read costs about as much as a whole request (BENCHMARKS.md), so a screen's reads go side by
 * side where one does not need the other's answer; each still with the caller's rights.
 */
export function besideTheDecision<T>(read: Promise<T>): Promise<{ answer: () => T }> {
  return read.then(
    (value) => ({ answer: () => value }),
    (refusal: unknown) => ({
      answer: () => {
        throw refusal
      },
    }),
  )
}

/**
 * A write of several documents as one: every Local API call made through `asUser(tx)` inside `work`
 * joins one database transaction, committed when `work` succeeds and rolled back when anything throws
 * (a refusal, a database that goes away half-way). Without it, each call commits on its own, and a
 * failure after the first leaves that one behind. Hooks that pass `req` on (as ours do) join it too.
 */
export async function inTransaction<T>(actor: Actor, work: (tx: Actor) => Promise<T>): Promise<T> {
  if (actor.req) return work(actor)
  const req = await createLocalReq({ user: actor.user ?? undefined }, actor.payload)
  const began = await initTransaction(req)
  try {
    const result = await work({ ...actor, req })
    if (began) await commitTransaction(req)
    return result
  } catch (error) {
    // The connection may be gone (PostgreSQL then rolls back by itself): the first error is the one to report.
    if (began) await killTransaction(req).catch(() => undefined)
    throw error
  }
}

/**
 * Staff lists show a whole collection. Whether this user may read all of it is the collection's own
 * read-access function's answer (true, not a row filter), so the rule stays in the collection.
 */
export async function requireReadAll({ payload, user }: Actor, collection: CollectionSlug): Promise<void> {
  const read = payload.collections[collection].config.access.read
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  const result = await read({ req })
  if (result === true) return
  throw user ? forbidden() : unauthorized()
}

/**
 * Who is asking, before any record is looked up: whether this user may read (update, delete) any document
 * of these collections at all, asked of each collection's own access function (`false` is "never"; all,
 * or a row filter, lets the call go on to its records, which the rule still filters). So a role that may
 * never use an endpoint gets 401 / 403 whatever its ids and query name, never a 404 or 400 that tells it
 * something about a record, and nothing is looked up (or logged as opened) for it.
 */
export async function requireSome({ payload, user }: Actor, operation: 'read' | 'update' | 'delete', ...collections: CollectionSlug[]): Promise<void> {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  for (const collection of collections) {
    const access = payload.collections[collection].config.access[operation]
    if ((await access({ req })) === false) throw user ? forbidden() : unauthorized()
  }
}

/**
 * Writes: whether this user may create documents in these collections at all, asked of each collection's
 * own create-access function before the request body is read (so a visitor or a parent learns nothing
 * from validation, and never makes the server parse a body it would refuse). 401 without a session, 403
 * with one. The collection still checks the document itself when it is created.
 */
export async function requireCreate({ payload, user }: Actor, ...collections: CollectionSlug[]): Promise<void> {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  for (const collection of collections) {
    const create = payload.collections[collection].config.access.create
    if (!(await create({ req }))) throw user ? forbidden() : unauthorized()
  }
}

/**
 * Changes to existing documents: whether this user may update documents of the collection at all (its
 * update-access function is true, not a row filter), before the body is read; 401 / 403 like requireCreate.
 */
export async function requireUpdate({ payload, user }: Actor, collection: CollectionSlug): Promise<void> {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  const update = payload.collections[collection].config.access.update
  if ((await update({ req })) !== true) throw user ? forbidden() : unauthorized()
}

/**
 * Who is asking, before any record is looked up or any body read: whether the action's row (its
 * feature's actions.ts) lets this caller take it at all. 401 without a session, 403 with one (each with
 * the row's own message where the contract names one). An endpoint whose credential is a token lets its handler
 * check the token.
 */
export function requireAction({ user }: Pick<Actor, 'user'>, action: Action): void {
  if (action.token || may(action, user)) return
  throw user ? forbidden(action.refusedMessage) : unauthorized(action.signedOutMessage)
}

/** Services for a signed-in user: 401 before anything else when there is no session. */
export function requireUser({ user }: Actor, message?: string): TypedUser {
  if (!user) throw unauthorized(message)
  return user
}
