import 'server-only'

import { type Actor, asUser } from '@/server/actor'

type Named = { firstName?: string | null; lastName?: string | null; username?: string | null }

/** How an account is named on screen: "First Last", or the username when it has no name. */
export const personName = (user: Named): string => [user.firstName, user.lastName].filter(Boolean).join(' ') || String(user.username ?? '')

/**
 * The names of these accounts that the caller may read (with the caller's rights: a parent reads only
 * their own account, an admin every account); the others are simply missing from the map.
 */
export async function accountNamesOf(actor: Actor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await actor.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { firstName: true, lastName: true, username: true },
    pagination: false,
    ...asUser(actor),
  })
  return new Map(docs.map((user) => [user.id, personName(user)]))
}
