import 'server-only'

import type { z } from 'zod'

import { type Actor, asUser, requireUser } from '@/server/actor'
import { notFound, notFoundUnlessDown } from '@/server/http/errors'
import { isRecordId, ofChild } from '@/server/http/listing'
import { wirePickups } from './pickupPhotos'
import type { pickupSchema } from './schemas'
import { wirePickup } from './wire'

/**
 * The people a parent authorizes to collect their children, with the caller's rights: the collection
 * decides who may read and change what (collections/authorizedPickups.ts).
 */

/** The pickups the caller may read (a parent: their children's; a teacher: their classrooms'), by name; `childId` narrows. */
export async function pickups(actor: Actor, { childId }: { childId?: string }) {
  requireUser(actor)
  const { docs } = await actor.payload.find({ collection: 'authorized-pickups', ...ofChild(childId), sort: 'name', pagination: false, ...asUser(actor) })
  return wirePickups(actor, docs)
}

/** A parent authorizes a person for one of their children (admins: for any child). */
export async function addPickup(actor: Actor, { childId, ...person }: z.output<typeof pickupSchema>) {
  ofChild(childId)
  return wirePickup(await actor.payload.create({ collection: 'authorized-pickups', data: { ...person, child: childId } as never, ...asUser(actor) }))
}

/** Takes a person off a child's list (the child's parent, or an admin), their photo too (the collection's hook); past check-outs keep the name. */
export async function removePickup(actor: Actor, pickupId: string) {
  requireUser(actor)
  if (!isRecordId(pickupId)) throw notFound()
  // Another family's person is not found (404); one the caller may see but not change (a teacher) is a 403.
  await actor.payload.findByID({ collection: 'authorized-pickups', id: pickupId, select: { name: true }, ...asUser(actor) }).catch(notFoundUnlessDown())
  await actor.payload.delete({ collection: 'authorized-pickups', id: pickupId, ...asUser(actor) })
  return { success: true as const, message: 'Removed from the list.' }
}
