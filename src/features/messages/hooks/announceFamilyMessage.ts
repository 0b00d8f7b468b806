import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/relationId'
import { mailCentre } from '@/mail/centre'
import { CENTRE_MAIL_LOCALE } from '@/mail/mails'
import { noticesSkipped, toCentre } from '@/mail/notices'
import { queueMail } from '@/mail/queue'
import { mailLocale } from '@/mail/text'
import type { FamilyMessage } from '@/payload-types'
import { familyMessageToCentreMail, familyMessageToParentMail } from '../mail'

/**
 * A family message: the family's → the centre's notification address; the centre's → the
 * parent. (Users have no "messages" notice choice yet: adding one needs a column, so a centre message is
 * always mailed, like an incident report.)
 */
export const announceFamilyMessage: CollectionAfterChangeHook<FamilyMessage> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || noticesSkipped(req)) return doc
  const familyId = relationId(doc.family)
  if (!familyId) return doc
  const parent = await req.payload
    .findByID({ collection: 'users', id: familyId, depth: 0, overrideAccess: true, req, select: { email: true, firstName: true, lastName: true, username: true, notifications: true, language: true } })
    .catch(() => null)
  if (!parent) return doc
  if (!doc.fromCentre) {
    const name = [parent.firstName, parent.lastName].filter(Boolean).join(' ') || parent.username || null
    const content = familyMessageToCentreMail(name, doc.attachments?.length ?? 0, CENTRE_MAIL_LOCALE)
    await toCentre(req.payload, req, (to) => queueMail(req.payload, { to, content, replyTo: parent.email }, req))
    return doc
  }
  if (!parent.email || parent.notifications?.messages === false) return doc
  const centre = await mailCentre(req.payload, req)
  await queueMail(req.payload, { to: parent.email, content: familyMessageToParentMail(parent, centre.name, mailLocale(parent.language)) }, req)
  return doc
}
