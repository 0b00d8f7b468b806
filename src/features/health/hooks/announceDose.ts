import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/relationId'
import { mailCentre } from '@/mail/centre'
import { noticesSkipped } from '@/mail/notices'
import { queueMail } from '@/mail/queue'
import { mailLocale } from '@/mail/text'
import type { MedicationDose } from '@/payload-types'
import { doseMail } from '../mail'

const SYSTEM = { overrideAccess: true, depth: 0 } as const

/**
 * A dose recorded (given, refused or missed) → the child's parent, in their language, unless they turned
 * medication notices off: queued in the dose's own transaction (src/mail/notices.ts says why) and sent by
 * the job queue within the minute. What it reads (the parent's address, the child's first name, the
 * staff member's name) is the server's own bookkeeping for the mail, never handed to the caller.
 */
export const announceDose: CollectionAfterChangeHook<MedicationDose> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || noticesSkipped(req)) return doc
  const childId = relationId(doc.child)
  if (!childId) return doc
  const child = await req.payload.findByID({ collection: 'children', id: childId, req, ...SYSTEM, select: { firstName: true, parent: true } }).catch(() => null)
  const parentId = relationId(child?.parent)
  if (!child || !parentId) return doc
  const staffId = relationId(doc.givenBy)
  const [parent, staff] = await Promise.all([
    req.payload.findByID({ collection: 'users', id: parentId, req, ...SYSTEM, select: { email: true, firstName: true, language: true, notifications: true } }).catch(() => null),
    staffId ? req.payload.findByID({ collection: 'users', id: staffId, req, ...SYSTEM, select: { firstName: true, lastName: true } }).catch(() => null) : null,
  ])
  if (!parent?.email || parent.notifications?.medication === false) return doc
  const centre = await mailCentre(req.payload, req)
  const staffName = [staff?.firstName, staff?.lastName].filter(Boolean).join(' ') || centre.name
  const content = doseMail(
    parent,
    { childFirstName: child.firstName, medicine: doc.medicine ?? '', outcome: doc.outcome, at: new Date(doc.givenAt ?? doc.createdAt), amount: doc.amount, reason: doc.reason, staffName },
    centre.name,
    mailLocale(parent.language),
  )
  await queueMail(req.payload, { to: parent.email, content }, req)
  return doc
}
