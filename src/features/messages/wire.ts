import 'server-only'

import { mediaSrc } from '@/lib/media'
import { relationId } from '@/lib/relationId'
import type { FamilyMessage, Media } from '@/payload-types'
import type { FamilyMessageRecord, FamilyNaming, MessageAttachmentRecord, MessageSender } from './record'

/** An attached image as the wire sends it: its file and its small size, paths on this site. */
export const wireAttachment = (media: Media): MessageAttachmentRecord => ({
  id: media.id,
  url: mediaSrc(media.url) ?? null,
  thumbnailUrl: mediaSrc(media.sizes?.thumbnail?.url ?? media.url) ?? null,
  alt: media.alt,
})

/**
 * A family's name in English, for the wire's `familyName` and `senderName` (the specification's texts:
 * "The Garcia family (Sofia)"); the screens word `FamilyNaming` in their own language instead.
 */
export function familyNameInEnglish(family: FamilyNaming): string {
  if (family.kind === 'parent') return family.name
  if (family.kind === 'children') return `The ${family.lastName} family (${family.children.join(', ')})`
  return 'A family'
}

/** A message's sender in English, for the wire's `senderName`. */
export function senderNameInEnglish(sender: MessageSender): string {
  if (sender.kind === 'person') return sender.name
  if (sender.kind === 'centre') return 'The centre'
  return familyNameInEnglish(sender.family)
}

/**
 * `names`: the senders' names the caller may read; `family`: how the caller names the message's family;
 * `images`: the attachments the caller may read (an image they may not is left out, never named).
 */
export function wireFamilyMessage(doc: FamilyMessage, names: Map<string, string>, images: Map<string, MessageAttachmentRecord>, family: FamilyNaming = { kind: 'unknown' }): FamilyMessageRecord {
  const senderId = relationId(doc.createdBy)
  const attachments = (doc.attachments ?? []).map((value) => images.get(relationId(value) ?? '')).filter((image): image is MessageAttachmentRecord => Boolean(image))
  const name = senderId ? names.get(senderId) : undefined
  const sender: MessageSender = name ? { kind: 'person', name } : doc.fromCentre ? { kind: 'centre' } : { kind: 'family', family }
  return {
    id: doc.id,
    familyId: relationId(doc.family) ?? '',
    body: doc.body ?? '',
    fromCentre: doc.fromCentre === true,
    senderName: senderNameInEnglish(sender),
    sender,
    attachments,
    createdAt: doc.createdAt,
    readByFamilyAt: doc.readByFamilyAt ?? null,
    readByCentreAt: doc.readByCentreAt ?? null,
  }
}
