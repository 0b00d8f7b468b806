import type { CollectionAfterChangeHook } from 'payload'

import { noticesSkipped, toCentre } from '@/mail/notices'
import { CENTRE_MAIL_LOCALE } from '@/mail/mails'
import { queueMail } from '@/mail/queue'
import type { ContactMessage } from '@/payload-types'
import { newContactMessageMail } from '../mail'

/** afterChange: a new message is mailed to the centre, queued in the message's own transaction (the sender may be replied to). */
export const announceContactMessage: CollectionAfterChangeHook<ContactMessage> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || noticesSkipped(req)) return doc
  await toCentre(req.payload, req, (to) => queueMail(req.payload, { to, content: newContactMessageMail(doc, CENTRE_MAIL_LOCALE), replyTo: doc.email }, req))
  return doc
}
