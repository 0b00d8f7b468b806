import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { createLocalReq } from 'payload'

import { forbidden, unauthorized } from './http/errors'

/**
 * Staff lists show a whole collection. Whether this user may read all of it is the collection's own
 * read-access function's answer (true, not a row filter), so the rule stays in the collection.
 */
export async function requireReadAll(payload: Payload, user: TypedUser | null, collection: CollectionSlug): Promise<void> {
  const read = payload.collections[collection].config.access.read
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  const result = await read({ req })
  if (result === true) return
  throw user ? forbidden() : unauthorized()
}

/** Endpoints for a signed-in user: 401 before anything else when there is no session. */
export function requireUser(user: TypedUser | null): TypedUser {
  if (!user) throw unauthorized()
  return user
}
