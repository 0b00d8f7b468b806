import type { CollectionBeforeChangeHook } from 'payload'

import { mediaKindMessages, photoMessages } from '@/contract/schemas/photos'
import { relationId } from '@/lib/relationId'
import type { Media } from '@/payload-types'
import { refuse } from '../refuse'

/**
 * Media, before every change and first of its rules, from every door (/cms, /api/cms, the Local API,
 * one document or a bulk update): what a file is stays what it was added as, because that decides who
 * sees it (src/access/mediaVisibility.ts).
 * - `purpose` never changes.
 * - `child` (and with it `family`, copied from the child's parent) belongs to a child's own file only: a
 *   development video (no purpose) or a pickup person's photo. A photo of children names its children
 *   under `children`, where a family sees it only while every tagged child has portal consent; a `child`
 *   on it would show it to that child's family whatever the others' consent. A message image belongs to
 *   the family its message names (./messageAttachments.ts).
 * - A site file (no purpose, no child) never becomes a child's file, nor a child's file a site file: the
 *   public may hold copies of a site file (browsers, Next's image optimizer), and a family's file must
 *   never be public. A child's file may move to another child (an admin correcting a mistake).
 */
export const mediaKindRules: CollectionBeforeChangeHook<Media> = ({ data, originalDoc, operation }) => {
  const before = operation === 'update' ? originalDoc : undefined
  const purpose = before ? (before.purpose ?? null) : (data.purpose ?? null)
  if (before && 'purpose' in data && (data.purpose ?? null) !== purpose) {
    refuse(purpose === 'child-photo' || data.purpose === 'child-photo' ? photoMessages.purposeFixed : mediaKindMessages.purposeFixed, 400, 'purpose')
  }
  const child = relationId('child' in data ? data.child : before?.child)
  if (child && purpose === 'child-photo') refuse(mediaKindMessages.childOnPhoto, 400, 'child')
  if (child && purpose === 'message-attachment') refuse(mediaKindMessages.childOnMessageImage, 400, 'child')
  if (before && purpose === null) {
    const had = relationId(before.child)
    if (!had && child) refuse(mediaKindMessages.siteFileStaysPublic, 400, 'child')
    if (had && !child) refuse(mediaKindMessages.familyFileStaysPrivate, 400, 'child')
  }
  return data
}
