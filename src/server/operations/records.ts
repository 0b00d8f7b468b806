import 'server-only'

import type { z } from 'zod'

import type { acknowledgeSchema, addendumSchema, incidentSchema, pickupSchema } from '@/contract/schemas/operations'
import { type Actor, asUser, requireUser } from '../actor'
import { badRequest, notFound, notFoundUnlessDown } from '../http/errors'
import { isRecordId } from '../http/listing'
import { wirePickups } from './pickupPhotos'
import { wireIncident, wirePickup } from './wire'

/**
 * Authorized pickups and incident reports (issue 16), with the caller's rights: the collections decide
 * who may read and change what (src/collections/AuthorizedPickups.ts, src/collections/Incidents).
 */

const NOT_A_CHILD_ID = 'childId must be the id of a child.'
const ofChild = (childId?: string) => {
  if (childId === undefined) return {}
  if (!isRecordId(childId)) throw badRequest(NOT_A_CHILD_ID, [{ field: 'childId', message: NOT_A_CHILD_ID }])
  return { where: { child: { equals: childId } } }
}

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

/** Incident reports the caller may read, newest first; `childId` narrows. */
export async function incidents(actor: Actor, { childId }: { childId?: string }) {
  requireUser(actor)
  const { docs } = await actor.payload.find({ collection: 'incidents', ...ofChild(childId), sort: '-occurredAt', pagination: false, ...asUser(actor) })
  return docs.map(wireIncident)
}

export async function incident(actor: Actor, id: string) {
  requireUser(actor)
  if (!isRecordId(id)) throw notFound()
  return wireIncident(await actor.payload.findByID({ collection: 'incidents', id, ...asUser(actor) }).catch(notFoundUnlessDown()))
}

/** Staff file a report; the reporter and the time of their signature come from the session and the clock. */
export async function fileIncident(actor: Actor, { childId, ...report }: z.output<typeof incidentSchema>) {
  ofChild(childId)
  return wireIncident(await actor.payload.create({ collection: 'incidents', data: { ...report, child: childId } as never, ...asUser(actor) }))
}

/** The child's parent acknowledges a report with a typed signature (once; the report is then locked). */
export async function acknowledgeIncident(actor: Actor, id: string, { signature }: z.output<typeof acknowledgeSchema>) {
  await incident(actor, id)
  return wireIncident(await actor.payload.update({ collection: 'incidents', id, data: { parentSignature: signature }, ...asUser(actor) }))
}

/** Staff append a correction or a later note; addenda are never changed or removed. */
export async function addAddendum(actor: Actor, id: string, { text }: z.output<typeof addendumSchema>) {
  const current = await incident(actor, id)
  const addenda = [...current.addenda.map((entry) => ({ id: entry.id })), { text }]
  return wireIncident(await actor.payload.update({ collection: 'incidents', id, data: { addenda } as never, ...asUser(actor) }))
}
