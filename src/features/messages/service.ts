import 'server-only'

import type { TypedUser, Where } from 'payload'
import { createLocalReq } from 'payload'
import type { z } from 'zod'

import { lookUp } from '@/lib/auditLookups'
import { relationId } from '@/lib/relationId'
import type { FamilyMessage } from '@/payload-types'
import { accountNamesOf, personName } from '@/features/accounts/names'
import { type Actor, asUser, inTransaction, requireUser } from '@/server/actor'
import { badRequest, forbidden, notFound } from '@/server/http/errors'
import { isRecordId } from '@/server/http/listing'
import type { FamilyMessageRecord, FamilyNaming, MessageAttachmentRecord, MessageThreadRecord, MessageThreads } from './record'
import { familyMessageMessages as messages, type familyMessageSchema } from './schemas'
import { familyNameInEnglish, wireAttachment, wireFamilyMessage } from './wire'

/**
 * Messages between a family and the centre, with the caller's rights: the collection decides
 * who reads and writes which thread (./access.ts, ./collection.ts). A parent has one thread, their own;
 * staff (admins, and teachers for their classrooms' families) share one inbox: a thread per family, and
 * one read mark for the whole centre.
 */

const COLLECTION = 'family-messages' as const
/** The name of the media context key the attachments hook reads (src/collections/shared/hooks/messageAttachments.ts). */
const MESSAGE_FAMILY_CONTEXT = 'messageFamily'

const roleOf = (user: TypedUser) => (user as { role?: string }).role
const isParent = (user: TypedUser) => roleOf(user) === 'parent'
const isCentreStaff = (user: TypedUser) => roleOf(user) === 'admin' || roleOf(user) === 'teacher'

/** The other side's messages the caller's side has not read: the family reads the centre's, the centre the family's. */
const unreadFor = (user: TypedUser): Where =>
  isParent(user)
    ? { and: [{ fromCentre: { equals: true } }, { readByFamilyAt: { exists: false } }] }
    : { and: [{ fromCentre: { equals: false } }, { readByCentreAt: { exists: false } }] }

const isUnreadFor = (user: TypedUser, doc: FamilyMessage) => (isParent(user) ? doc.fromCentre === true && !doc.readByFamilyAt : doc.fromCentre !== true && !doc.readByCentreAt)


/**
 * The families the caller may write to, and how the caller names each: an admin every parent account
 * (by the parent's name); a teacher (and a program) the parents of the children they read, named from the
 * children (the last name and first names: "The Garcia family (Emma)"), since staff other than admins do
 * not read parents' accounts. Names as data: each screen words them in its language.
 */
async function familiesOf(actor: Actor, user: TypedUser): Promise<Map<string, FamilyNaming>> {
  if (roleOf(user) === 'admin') {
    const { docs } = await actor.payload.find({
      collection: 'users',
      where: { role: { equals: 'parent' } },
      select: { firstName: true, lastName: true, username: true },
      sort: 'lastName',
      pagination: false,
      ...asUser(actor),
    })
    return new Map(docs.map((parent): [string, FamilyNaming] => [parent.id, { kind: 'parent', name: personName(parent) }]))
  }
  // Names to label the threads with, not a child's record opened: a look-up the audit log does not
  // count as the teacher opening each child of their rooms (src/lib/auditLookups.ts).
  const { docs } = await lookUp(() =>
    actor.payload.find({
      collection: 'children',
      where: { parent: { exists: true } },
      select: { parent: true, firstName: true, lastName: true },
      sort: 'lastName',
      pagination: false,
      ...asUser(actor),
    }),
  )
  const byFamily = new Map<string, { lastName: string; firstNames: string[] }>()
  for (const child of docs) {
    const familyId = relationId(child.parent)
    if (!familyId) continue
    const family = byFamily.get(familyId) ?? { lastName: child.lastName, firstNames: [] }
    family.firstNames.push(child.firstName)
    byFamily.set(familyId, family)
  }
  return new Map([...byFamily].map(([id, family]): [string, FamilyNaming] => [id, { kind: 'children', lastName: family.lastName, children: family.firstNames }]))
}


/** The attached images the caller may read, in one query. */
async function imagesOf(actor: Actor, docs: FamilyMessage[]): Promise<Map<string, MessageAttachmentRecord>> {
  const ids = [...new Set(docs.flatMap((doc) => (doc.attachments ?? []).map(relationId)).filter((id): id is string => id !== null))]
  if (ids.length === 0) return new Map()
  const { docs: media } = await actor.payload.find({ collection: 'media', where: { id: { in: ids } }, pagination: false, ...asUser(actor) })
  return new Map(media.map((image) => [image.id, wireAttachment(image)]))
}

async function wireAll(actor: Actor, docs: FamilyMessage[], familyOf: (familyId: string) => FamilyNaming): Promise<FamilyMessageRecord[]> {
  const [names, images] = await Promise.all([
    accountNamesOf(actor, [...new Set(docs.map((doc) => relationId(doc.createdBy)).filter((id): id is string => id !== null))]),
    imagesOf(actor, docs),
  ])
  // A family's message names the family when the caller may not read the sender's account.
  return docs.map((doc) => wireFamilyMessage(doc, names, images, familyOf(relationId(doc.family) ?? '')))
}

/** One family's thread, oldest first, as the caller may read it. */
async function threadOf(actor: Actor, user: TypedUser, familyId: string, family: FamilyNaming): Promise<MessageThreadRecord> {
  const { docs } = await actor.payload.find({ collection: COLLECTION, where: { family: { equals: familyId } }, sort: 'createdAt', pagination: false, ...asUser(actor) })
  const records = await wireAll(actor, docs, () => family)
  return {
    familyId,
    familyName: familyNameInEnglish(family),
    family,
    unread: docs.filter((doc) => isUnreadFor(user, doc)).length,
    lastMessage: records.at(-1) ?? null,
    messages: records,
  }
}

/** A family staff may open or write to: 404 when it is not one of theirs (another classroom's, an unknown id). */
async function staffFamily(actor: Actor, user: TypedUser, familyId: string | undefined): Promise<{ id: string; family: FamilyNaming }> {
  if (!familyId) throw badRequest(messages.family, [{ field: 'familyId', message: messages.family }])
  if (!isRecordId(familyId)) throw notFound(messages.familyNotFound)
  const family = (await familiesOf(actor, user)).get(familyId)
  if (family === undefined) throw notFound(messages.familyNotFound)
  return { id: familyId, family }
}

/**
 * GET /api/messages. A parent: their one thread with every message (`familyId` is not theirs to choose:
 * ignored). Staff: the inbox, one entry per family with messages (last message, unread count), newest
 * activity first, and the families they may write to; with `familyId`, that one thread in full.
 */
export async function messageThreads(actor: Actor, familyId?: string): Promise<MessageThreads> {
  const user = requireUser(actor, messages.signIn)
  if (isParent(user)) return { threads: [await threadOf(actor, user, user.id, { kind: 'parent', name: personName(user as never) })], families: [] }
  // Whether this caller reads messages at all (an editor: 403), before anything else is looked up.
  await actor.payload.count({ collection: COLLECTION, ...asUser(actor) })
  if (familyId !== undefined) {
    const family = await staffFamily(actor, user, familyId)
    return { threads: [await threadOf(actor, user, family.id, family.family)], families: [] }
  }
  const [{ docs }, families] = await Promise.all([
    actor.payload.find({ collection: COLLECTION, sort: '-createdAt', pagination: false, ...asUser(actor) }),
    familiesOf(actor, user),
  ])
  const latest = new Map<string, FamilyMessage>()
  const unread = new Map<string, number>()
  for (const doc of docs) {
    const id = relationId(doc.family)
    if (!id) continue
    if (!latest.has(id)) latest.set(id, doc)
    if (isUnreadFor(user, doc)) unread.set(id, (unread.get(id) ?? 0) + 1)
  }
  const familyOf = (id: string): FamilyNaming => families.get(id) ?? { kind: 'unknown' }
  const lastMessages = await wireAll(actor, [...latest.values()], familyOf)
  return {
    threads: lastMessages.map((message) => ({
      familyId: message.familyId,
      familyName: familyNameInEnglish(familyOf(message.familyId)),
      family: familyOf(message.familyId),
      unread: unread.get(message.familyId) ?? 0,
      lastMessage: message,
      messages: [],
    })),
    families: [...families].map(([id, family]) => ({ familyId: id, familyName: familyNameInEnglish(family), family })),
  }
}

/** How many of the other side's messages the caller's side has not read (a parent: their thread; staff: the threads they read). */
export async function unreadCount(actor: Actor): Promise<{ unread: number }> {
  const user = requireUser(actor, messages.signIn)
  const { totalDocs } = await actor.payload.count({ collection: COLLECTION, where: unreadFor(user), ...asUser(actor) })
  return { unread: totalDocs }
}

/**
 * Sends a message: the images first, as media of the family (the attachments hook checks the family
 * against the sender), then the message, in one transaction. A parent's always goes to their own
 * family's thread, whatever `familyId` says. Answers the thread as the sender now reads it.
 */
export async function sendMessage(actor: Actor, { body, familyId }: z.output<typeof familyMessageSchema>, files: File[] = []): Promise<MessageThreads> {
  const user = requireUser(actor, messages.signIn)
  const family = isParent(user) ? user.id : (await staffFamily(actor, user, familyId)).id
  if (body.trim().length === 0 && files.length === 0) throw badRequest(messages.empty, [{ field: 'body', message: messages.empty }])
  await inTransaction(actor, async (tx) => {
    const attachments: string[] = []
    for (const [index, file] of files.entries()) {
      const data = Buffer.from(await file.arrayBuffer())
      const image = await tx.payload.create({
        collection: 'media',
        data: { alt: `Image ${index + 1} sent with a message`, purpose: 'message-attachment' } as never,
        file: { data, mimetype: file.type, name: file.name || `image-${index + 1}.jpg`, size: data.length },
        context: { [MESSAGE_FAMILY_CONTEXT]: family },
        ...asUser(tx),
      })
      attachments.push(image.id)
    }
    await tx.payload.create({ collection: COLLECTION, data: { family, body, attachments } as never, ...asUser(tx) })
  })
  return messageThreads(actor, isParent(user) ? undefined : family)
}

/** 401 without a session, 403 for a caller who opens no thread (an editor, a program), before the body is read. */
export async function requireMessageReader({ payload, user }: Actor): Promise<void> {
  requireUser({ payload, user }, messages.signIn)
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  if ((await payload.collections[COLLECTION].config.access.update({ req })) === false) throw forbidden()
}

/**
 * Marks the other side's unread messages of a thread read for the caller's side: a parent their own
 * thread, staff a family's (the shared inbox: read for the whole centre). The collection stamps the
 * server's time. Answers the caller's unread count now.
 */
export async function markThreadRead(actor: Actor, familyId?: string): Promise<{ unread: number }> {
  const user = requireUser(actor, messages.signIn)
  if (!isParent(user) && !isCentreStaff(user)) throw forbidden()
  const family = isParent(user) ? user.id : (await staffFamily(actor, user, familyId)).id
  const field = isParent(user) ? 'readByFamilyAt' : 'readByCentreAt'
  await actor.payload.update({
    collection: COLLECTION,
    where: { and: [{ family: { equals: family } }, unreadFor(user)] },
    data: { [field]: new Date().toISOString() },
    ...asUser(actor),
  })
  return unreadCount(actor)
}
