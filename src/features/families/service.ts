import 'server-only'

import type { z } from 'zod'

import type { childSchema } from '@/contract/schemas/child'
import { type Actor, asUser, requireReadAll, requireUser } from '@/server/actor'
import { notFound } from '@/server/http/errors'
import { type ListWindow, listed } from '@/server/http/listing'
import { wireChild } from './wire'

/** The signed-in user's own children (a parent's family). */
export async function ownChildren(actor: Actor) {
  const me = requireUser(actor)
  const { docs } = await actor.payload.find({
    collection: 'children',
    where: { parent: { equals: me.id } },
    sort: '-createdAt',
    pagination: false,
    ...asUser(actor),
  })
  return docs.map(wireChild)
}

/** Throws a 404 unless the actor may see this child: their own, or any for an admin. */
export async function requireVisibleChild(actor: Actor, childId: string): Promise<void> {
  const { docs } = await actor.payload.find({
    collection: 'children',
    where: { id: { equals: childId } },
    limit: 1,
    pagination: false,
    ...asUser(actor),
  })
  if (!docs[0]) throw notFound()
}

/** Every child (staff lists). */
export async function allChildren(actor: Actor, window: ListWindow) {
  await requireReadAll(actor, 'children')
  return listed(await actor.payload.find({ collection: 'children', sort: '-createdAt', ...window, ...asUser(actor) }), wireChild)
}

export async function createChild(actor: Actor, { parentId, ...child }: z.output<typeof childSchema>) {
  const doc = await actor.payload.create({ collection: 'children', data: { ...child, parent: parentId }, ...asUser(actor) })
  return wireChild(doc)
}
