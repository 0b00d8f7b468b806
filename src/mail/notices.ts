/**
 * The notices, as collection hooks: whoever creates or changes the record (the site's forms,
 * /api, the CMS, a script), the mail is queued in the same transaction, and sent by the job queue.
 * - a new application or contact message → the centre's notification address, and an application's new
 *   status → the applicant unless their account turned these off (the applications' and contact features'
 *   own hooks, src/features/applications/hooks/announceApplication.ts and
 *   src/features/contact/hooks/announceContactMessage.ts, with these helpers);
 * - a newsletter published for the first time → each parent who wants newsletters (the site content
 *   feature's own hooks, src/features/site-content/hooks/announceNewsletter.ts);
 * - an incident report filed about a child → that child's parent (always: the incidents feature's own
 *   hook, src/features/incidents/hooks/announceIncident.ts, with these helpers);
 * - a family message → the centre's notification address when the family sent it, the parent when the
 *   centre did (the messages feature's own hook, src/features/messages/hooks/announceFamilyMessage.ts);
 * - a new invoice → the family, unless the parent turned invoice mails off (the billing feature's own
 *   hook, src/features/billing/hooks/announceInvoice.ts).
 * `req.context.skipNotices` (the demo seed) queues nothing.
 *
 * Each mail is in its recipient's language, read when the mail is built here, in the same
 * transaction and by the system, like the rest of what the mail says (queued mails are rendered: see
 * queue.ts): a person with an account gets their account's `language`; an applicant without one the
 * language they applied in; the centre's notification address English (CENTRE_MAIL_LOCALE).
 */
import type { Payload, PayloadRequest } from 'payload'

import { mailCentre } from './centre'

/** Whether the request asked for no notices (the demo seed's `skipNotices`). */
export const noticesSkipped = (req: PayloadRequest) => Boolean(req.context?.skipNotices)

/** Sends to the centre's notification address, or logs that there is none. */
export async function toCentre(payload: Payload, req: PayloadRequest, send: (to: string) => Promise<unknown>) {
  const { notifyAddress } = await mailCentre(payload, req)
  if (!notifyAddress) {
    payload.logger.warn('No notification address (site settings, or CENTRE_NOTIFY_EMAIL): the centre is not told of new applications and messages by mail.')
    return
  }
  await send(notifyAddress)
}

/** The portal account of this address, if there is one: its notice choices and language. */
export async function accountOf(payload: Payload, req: PayloadRequest, email: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { notifications: true, language: true },
  })
  return docs[0] ?? null
}
