import 'server-only'

import type { z } from 'zod'

import { CONSENT_KINDS, type ConsentKind } from '@/lib/constants'
import { relationId } from '@/lib/relationId'
import { accountNamesOf } from '@/features/accounts/names'
import { type Actor, asUser, requireUser } from '@/server/actor'
import { notFound, notFoundUnlessDown } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import type { ConsentHistory } from './record'
import { consentMessages, type consentSchema } from './schemas'
import { wireConsent } from './wire'

/**
 * A child's consents, with the caller's rights: the collection decides who reads and records
 * what (./access.ts, ./collection.ts). Each grant or withdrawal is a new row; the
 * child's flags follow the latest row of each kind (the collection's afterChange hook).
 */

const FLAGS = Object.fromEntries(CONSENT_KINDS.map(({ field }) => [field, true])) as Record<(typeof CONSENT_KINDS)[number]['field'], true>

/**
 * The child as the caller may read it, with its consent flags: 401 without a session, 403 for a caller
 * who reads no child at all (an editor), 404 for another family's or another room's child.
 */
export async function consentChild(actor: Actor, childId: string) {
  requireUser(actor)
  if (!isRecordId(childId)) throw notFound(consentMessages.childNotFound)
  return actor.payload
    .findByID({ collection: 'children', id: childId, select: FLAGS, ...asUser(actor) })
    .catch(notFoundUnlessDown(consentMessages.childNotFound, { forbiddenStays: true }))
}


/** Each kind's consent now and every row, newest first, with who recorded it (their name when the caller may read it). */
export async function consentHistory(actor: Actor, childId: string): Promise<ConsentHistory> {
  const child = await consentChild(actor, childId)
  const { docs } = await actor.payload.find({
    collection: 'consents',
    where: { child: { equals: childId } },
    sort: '-createdAt',
    pagination: false,
    ...asUser(actor),
  })
  const names = await accountNamesOf(actor, [...new Set(docs.map((row) => relationId(row.createdBy)).filter((id): id is string => id !== null))])
  const flags = child as unknown as Record<string, unknown>
  return {
    childId,
    current: Object.fromEntries(CONSENT_KINDS.map(({ value, field }) => [value, flags[field] === true])) as Record<ConsentKind, boolean>,
    history: docs.map((row) => wireConsent(row, names)),
  }
}

/**
 * A parent of the child grants or withdraws one kind (an admin: records a paper form, marked so by the
 * collection). Answers the history with the new row.
 */
export async function recordConsent(actor: Actor, childId: string, { kind, granted }: z.output<typeof consentSchema>): Promise<ConsentHistory> {
  await consentChild(actor, childId)
  await actor.payload.create({ collection: 'consents', data: { child: childId, kind, granted } as never, ...asUser(actor) })
  return consentHistory(actor, childId)
}
