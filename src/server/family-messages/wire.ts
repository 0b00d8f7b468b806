import 'server-only'

import type { FamilyMessageRecord, MessageAttachmentRecord } from '@/contract/records'
import { mediaSrc } from '@/lib/media'
import { relationId } from '@/lib/relationId'
import type { FamilyMessage, Media } from '@/payload-types'

/** An attached image as the wire sends it: its file and its small size, paths on this site. */
export const wireAttachment = (media: Media): MessageAttachmentRecord => ({
  id: media.id,
  url: mediaSrc(media.url) ?? null,
  thumbnailUrl: mediaSrc(media.sizes?.thumbnail?.url ?? media.url) ?? null,
  alt: media.alt,
})

/**
 * `names`: the senders' names the caller may read; `images`: the attachments the caller may read (an
 * image they may not is left out, never named).
 */
export function wireFamilyMessage(doc: FamilyMessage, names: Map<string, string>, images: Map<string, MessageAttachmentRecord>): FamilyMessageRecord {
  const sender = relationId(doc.createdBy)
  const attachments = (doc.attachments ?? []).map((value) => images.get(relationId(value) ?? '')).filter((image): image is MessageAttachmentRecord => Boolean(image))
  return {
    id: doc.id,
    familyId: relationId(doc.family) ?? '',
    body: doc.body ?? '',
    fromCentre: doc.fromCentre === true,
    senderName: (sender && names.get(sender)) || (doc.fromCentre ? 'The centre' : 'The family'),
    attachments,
    createdAt: doc.createdAt,
    readByFamilyAt: doc.readByFamilyAt ?? null,
    readByCentreAt: doc.readByCentreAt ?? null,
  }
}
