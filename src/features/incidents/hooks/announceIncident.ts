import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/relationId'
import { mailCentre } from '@/mail/centre'
import { noticesSkipped } from '@/mail/notices'
import { queueMail } from '@/mail/queue'
import { mailLocale } from '@/mail/text'
import type { Incident } from '@/payload-types'
import { incidentMail } from '../mail'

/**
 * A new incident report → the child's parent, with a link to read and acknowledge it: queued in the
 * report's own transaction (src/mail/notices.ts says why), in the parent's language.
 */
export const announceIncident: CollectionAfterChangeHook<Incident> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || noticesSkipped(req)) return doc
  const [familyId, childId] = [relationId(doc.family), relationId(doc.child)]
  if (!familyId || !childId) return doc
  const [parent, child] = await Promise.all([
    req.payload.findByID({ collection: 'users', id: familyId, depth: 0, overrideAccess: true, req, select: { email: true, firstName: true, language: true } }).catch(() => null),
    req.payload.findByID({ collection: 'children', id: childId, depth: 0, overrideAccess: true, req, select: { firstName: true } }).catch(() => null),
  ])
  if (!parent?.email || !child) return doc
  const centre = await mailCentre(req.payload, req)
  const report = { childFirstName: child.firstName, occurredAt: new Date(doc.occurredAt), place: doc.place }
  await queueMail(req.payload, { to: parent.email, content: incidentMail(parent, report, centre.name, mailLocale(parent.language)) }, req)
  return doc
}
