import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { isAdminUser, isParentUser, isTeacherUser } from '@/access/roles'
import { familyToWriteTo } from '@/collections/shared/hooks/messageFamily'
import { lockedRow } from '@/collections/shared/lockedRow'
import { refuse } from '@/collections/shared/refuse'
import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import type { FamilyMessage } from '@/payload-types'
import { MESSAGE_ATTACHMENTS_MAX, familyMessageMessages as messages } from '../schemas'

/**
 * What a family message is, whoever writes it (/api, /api/cms, /cms, a script):
 * - on create, the family is the parent's own account for a parent, a family of their classrooms for a
 *   teacher, any parent account for an admin (looked up with the writer's rights); `fromCentre` and
 *   `createdBy` come from the session, never input; it has a text or an image; its images are
 *   message-attachment media of the same family (read with the writer's rights, so another family's
 *   media is not found); it starts unread on both sides;
 * - afterwards nothing that was sent changes (family, text, images, sender): a change is refused;
 * - the read marks: each side may only set its own (field access in ../access.ts), once (decided on
 *   the row locked, so two at the same moment set it once), and what is stored is the server's time,
 *   whatever the input said. So a read mark keeps every call at
 *   `overrideAccess: false`, and still cannot be back- or forward-dated, cleared, or set by the other side.
 * Without a user (the seed, a script: access does not apply) the input is taken as it is.
 */

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(relationId).filter((id): id is string => id !== null) : [])

/** The writer's rights, and the open transaction, for the lookups the rules make. */
const asWriter = (req: PayloadRequest) => ({ req, depth: 0, user: req.user, overrideAccess: false as const })

/** Each image is a message attachment of this family, as the writer may read it. */
async function checkAttachments(req: PayloadRequest, familyId: string, ids: string[]) {
  if (ids.length > MESSAGE_ATTACHMENTS_MAX) refuse(messages.tooManyImages, 400, 'attachments')
  if (ids.length === 0) return
  // A look-up (src/lib/auditLookups.ts): the message is what the log records.
  const { docs } = await lookUp(() =>
    req.payload.find({
      collection: 'media',
      where: { id: { in: ids } },
      select: { purpose: true, family: true },
      pagination: false,
      ...(req.user ? asWriter(req) : { req, depth: 0, overrideAccess: true }),
    }),
  )
  const found = new Map(docs.map((media) => [media.id, media]))
  for (const id of ids) {
    const media = found.get(id)
    if (!media || media.purpose !== 'message-attachment' || relationId(media.family) !== familyId) refuse(messages.attachment, 400, 'attachments')
  }
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index])

export const messageRules: CollectionBeforeChangeHook<FamilyMessage> = async ({ data, originalDoc, operation, req }) => {
  const { user } = req
  if (operation === 'create') {
    const familyId = await familyToWriteTo(req, relationId(data.family))
    if (!familyId) refuse(messages.family, 400, 'family')
    data.family = familyId
    data.body = typeof data.body === 'string' ? data.body : ''
    const attachments = idsOf(data.attachments)
    if (data.body.trim().length === 0 && attachments.length === 0) refuse(messages.empty, 400, 'body')
    await checkAttachments(req, familyId!, attachments)
    data.attachments = attachments
    if (user) {
      data.fromCentre = !isParentUser(user)
      data.createdBy = user.id
      data.readByFamilyAt = null
      data.readByCentreAt = null
    }
    return data
  }
  // An update: only the read marks move. Decided on the message locked (lockedRow): of two staff opening
  // a thread at the same moment, the second finds the mark set and keeps the first's time.
  const before = (originalDoc?.id ? await lockedRow<FamilyMessage>(req, 'family-messages', originalDoc.id) : null) ?? originalDoc
  if (!before) return data
  const changed =
    ('family' in data && relationId(data.family) !== relationId(before.family)) ||
    ('body' in data && (data.body ?? '') !== (before.body ?? '')) ||
    ('attachments' in data && !sameIds(idsOf(data.attachments), idsOf(before.attachments)))
  if (changed) refuse(messages.unchangeable, 403)
  data.family = before.family
  data.body = before.body
  data.attachments = before.attachments
  data.fromCentre = before.fromCentre
  data.createdBy = before.createdBy
  if (!user) return data
  const now = new Date().toISOString()
  // Set once, to the server's time, by the side the message was sent to (a mark asked for by anyone else keeps what it was).
  const mark = (field: 'readByFamilyAt' | 'readByCentreAt', mayMark: boolean) => {
    const kept = before[field] ?? null
    data[field] = !kept && mayMark && data[field] ? now : kept
  }
  mark('readByFamilyAt', isParentUser(user) && before.fromCentre === true)
  mark('readByCentreAt', (isAdminUser(user) || isTeacherUser(user)) && before.fromCentre !== true)
  return data
}
