/**
 * The notices of issue 15, as collection hooks: whoever creates or changes the record (the site's forms,
 * /api, the CMS, a script), the mail is queued in the same transaction, and sent by the job queue.
 * - a new application or contact message → the centre's notification address;
 * - an application's new status → the applicant, unless their portal account turned these off;
 * - a newsletter published for the first time → each parent who wants newsletters;
 * - an incident report filed about a child → that child's parent (issue 16; always).
 * `req.context.skipNotices` (the demo seed) queues nothing.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { APPLICATION_AGE_GROUPS, APPLICATION_STATUSES } from '@/lib/constants'
import type { Application, ContactMessage, FamilyMessage, Incident, Newsletter, User } from '@/payload-types'
import { mailCentre } from './centre'
import { applicationStatusMail, familyMessageToCentreMail, familyMessageToParentMail, incidentMail, newApplicationMail, newContactMessageMail, newsletterMail } from './mails'
import { queueMail } from './queue'
import { relationId } from '@/lib/relationId'

const skipped = (req: PayloadRequest) => Boolean(req.context?.skipNotices)

async function toCentre(payload: Payload, req: PayloadRequest, send: (to: string) => Promise<unknown>) {
  const { notifyAddress } = await mailCentre(payload, req)
  if (!notifyAddress) {
    payload.logger.warn('No notification address (site settings, or CENTRE_NOTIFY_EMAIL): the centre is not told of new applications and messages by mail.')
    return
  }
  await send(notifyAddress)
}

export const announceNewApplication: CollectionAfterChangeHook<Application> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || skipped(req)) return doc
  const ageGroup = APPLICATION_AGE_GROUPS.find((group) => group.value === doc.childAgeGroup)?.label ?? doc.childAgeGroup
  await toCentre(req.payload, req, (to) => queueMail(req.payload, { to, content: newApplicationMail({ ...doc, childAgeGroup: ageGroup }), replyTo: doc.email }, req))
  return doc
}

export const announceNewContactMessage: CollectionAfterChangeHook<ContactMessage> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || skipped(req)) return doc
  await toCentre(req.payload, req, (to) => queueMail(req.payload, { to, content: newContactMessageMail(doc), replyTo: doc.email }, req))
  return doc
}

/** Whether the portal account of this address (if there is one) has turned a kind of notice off. */
async function optedOut(payload: Payload, req: PayloadRequest, email: string, kind: keyof NonNullable<User['notifications']>) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } }, limit: 1, depth: 0, overrideAccess: true, req })
  return docs[0]?.notifications?.[kind] === false
}

/** Stamps when the status last changed (kept with the application; issue 17 keeps the whole history). */
export const stampStatusChange: CollectionBeforeChangeHook<Application> = ({ data, originalDoc, operation }) => {
  if (operation === 'create' || (data.status && data.status !== originalDoc?.status)) data.statusChangedAt = new Date().toISOString()
  return data
}

export const announceStatusChange: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || skipped(req) || !doc.status || doc.status === previousDoc?.status) return doc
  const status = APPLICATION_STATUSES.find((entry) => entry.value === doc.status)
  if (!status || !doc.email || (await optedOut(req.payload, req, doc.email, 'applicationUpdates'))) return doc
  const { email: centreEmail } = await req.payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    .catch(() => ({ email: null }) as { email: string | null })
  await queueMail(req.payload, { to: doc.email, content: applicationStatusMail(doc, status.label, status.text), replyTo: centreEmail }, req)
  return doc
}

/** Marks a newsletter's first publication (a later re-publish is not announced again). */
export const markFirstPublication: CollectionBeforeChangeHook<Newsletter> = ({ data, originalDoc, req }) => {
  if (data._status === 'published' && originalDoc?._status !== 'published' && !originalDoc?.announcedAt && !data.announcedAt) {
    data.announcedAt = new Date().toISOString()
    req.context.announceNewsletter = true
  }
  return data
}

export const announceNewsletter: CollectionAfterChangeHook<Newsletter> = async ({ doc, req }) => {
  if (!req.context.announceNewsletter || skipped(req)) return doc
  req.context.announceNewsletter = false
  const { docs: parents } = await req.payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'parent' } }, { email: { exists: true } }, { or: [{ 'notifications.newsletters': { equals: true } }, { 'notifications.newsletters': { exists: false } }] }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const centre = await mailCentre(req.payload, req)
  for (const parent of parents) {
    if (parent.email) await queueMail(req.payload, { to: parent.email, content: newsletterMail(parent, doc.title, centre.name) }, req)
  }
  return doc
}

const incidentTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: process.env.CENTRE_TIME_ZONE || 'America/New_York',
})

/** A new incident report → the child's parent, with a link to read and acknowledge it. */
export const announceIncident: CollectionAfterChangeHook<Incident> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || skipped(req)) return doc
  const [familyId, childId] = [relationId(doc.family), relationId(doc.child)]
  if (!familyId || !childId) return doc
  const [parent, child] = await Promise.all([
    req.payload.findByID({ collection: 'users', id: familyId, depth: 0, overrideAccess: true, req, select: { email: true, firstName: true } }).catch(() => null),
    req.payload.findByID({ collection: 'children', id: childId, depth: 0, overrideAccess: true, req, select: { firstName: true } }).catch(() => null),
  ])
  if (!parent?.email || !child) return doc
  const centre = await mailCentre(req.payload, req)
  const when = incidentTime.format(new Date(doc.occurredAt))
  await queueMail(req.payload, { to: parent.email, content: incidentMail(parent, { childFirstName: child.firstName, when, place: doc.place }, centre.name) }, req)
  return doc
}

/**
 * A family message (issue 17): the family's → the centre's notification address; the centre's → the
 * parent. (Users have no "messages" notice choice yet: adding one needs a column, so a centre message is
 * always mailed, like an incident report.)
 */
export const announceFamilyMessage: CollectionAfterChangeHook<FamilyMessage> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || skipped(req)) return doc
  const familyId = relationId(doc.family)
  if (!familyId) return doc
  const parent = await req.payload
    .findByID({ collection: 'users', id: familyId, depth: 0, overrideAccess: true, req, select: { email: true, firstName: true, lastName: true, username: true, notifications: true } })
    .catch(() => null)
  if (!parent) return doc
  if (!doc.fromCentre) {
    const name = [parent.firstName, parent.lastName].filter(Boolean).join(' ') || parent.username || 'A family'
    await toCentre(req.payload, req, (to) => queueMail(req.payload, { to, content: familyMessageToCentreMail(name, doc.attachments?.length ?? 0), replyTo: parent.email }, req))
    return doc
  }
  if (!parent.email || parent.notifications?.messages === false) return doc
  const centre = await mailCentre(req.payload, req)
  await queueMail(req.payload, { to: parent.email, content: familyMessageToParentMail(parent, centre.name) }, req)
  return doc
}
