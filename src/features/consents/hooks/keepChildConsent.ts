import type { CollectionAfterChangeHook } from 'payload'

import { CONSENT_KINDS } from '@/lib/constants'
import { relationId } from '@/lib/relationId'
import type { Consent } from '@/payload-types'

/**
 * After a row is added, the child's flag of that kind (`children.consentPortalPhotos`, …) takes the
 * latest row's state, in the same transaction (`req`), so photo visibility stays one indexed filter.
 */
export const keepChildConsent: CollectionAfterChangeHook<Consent> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const childId = relationId(doc.child)
  const kind = CONSENT_KINDS.find(({ value }) => value === doc.kind)
  if (!childId || !kind) return doc
  // The server keeping its own copy in step with the history, not serving a read: the writer may not
  // update the child (a parent) and the flag is written by no one else (`serverKept`), hence the override.
  const { docs } = await req.payload.find({
    collection: 'consents',
    where: { and: [{ child: { equals: childId } }, { kind: { equals: kind.value } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
    select: { granted: true },
  })
  const granted = Boolean(docs[0]?.granted)
  // Only the flag: the child's own hooks (ensureParentRole, moveRecordsWithChild) see no parent or date
  // change, and nothing here adds a consent, so there is no loop.
  await req.payload.update({ collection: 'children', id: childId, data: { [kind.field]: granted }, depth: 0, req, overrideAccess: true })
  return doc
}
