import 'server-only'

import type { z } from 'zod'

import { type Actor, asUser, requireUser } from '@/server/actor'
import { goneMeanwhile, notFound, notFoundUnlessDown } from '@/server/http/errors'
import { isRecordId, ofChild } from '@/server/http/listing'
import type { acknowledgeSchema, addendumSchema, incidentSchema } from './schemas'
import { wireIncident } from './wire'

/**
 * Incident reports with the caller's rights: the collection decides who may read and change what
 * (access.ts, and hooks/incidentRules.ts for which fields each may change).
 */

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
  // Removed meanwhile (an admin deleting it in /cms at the same moment): not found, as it would be a moment later.
  return wireIncident(await actor.payload.update({ collection: 'incidents', id, data: { parentSignature: signature }, ...asUser(actor) }).catch(goneMeanwhile()))
}

/** Staff append a correction or a later note; addenda are never changed or removed. */
export async function addAddendum(actor: Actor, id: string, { text }: z.output<typeof addendumSchema>) {
  const current = await incident(actor, id)
  const addenda = [...current.addenda.map((entry) => ({ id: entry.id })), { text }]
  return wireIncident(await actor.payload.update({ collection: 'incidents', id, data: { addenda } as never, ...asUser(actor) }).catch(goneMeanwhile()))
}
