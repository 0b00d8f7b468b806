import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { lockedRow } from '@/collections/shared/lockedRow'
import { refuse } from '@/collections/shared/refuse'
import type { Application } from '@/payload-types'
import { ENROLLMENT_CONTEXT, ENROLL_THROUGH_BOARD, type EnrollmentLinks, isApplicationStatus, refusalOf } from '../enrollment'

/** Where lockApplication leaves each application's status as it was under the lock (a bulk update changes several). */
const STATUS_BEFORE = 'applicationStatusBefore'

/**
 * The application's status before this change: as read under the row's lock (lockApplication), else as
 * Payload read it. Every rule of a change decides on it: whether it is a move, which move, the history
 * row and the applicant's mail.
 */
export function statusBefore(req: PayloadRequest, doc: Partial<Application> | undefined): Application['status'] | null {
  const locked = (req.context[STATUS_BEFORE] as Record<string, Application['status']> | undefined)?.[String(doc?.id)]
  return locked ?? doc?.status ?? null
}

/**
 * First of the application's hooks on an update: its row locked until the change commits, and its status
 * read again under the lock. Two moves at the same moment (two admins, the board and /cms) take turns, and
 * the second decides on the first's status: a move made twice is recorded, stamped and mailed once, and a
 * move from where the application no longer is is refused.
 */
export const lockApplication: CollectionBeforeChangeHook<Application> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  const current = await lockedRow<Application>(req, 'applications', originalDoc.id)
  const before = (req.context[STATUS_BEFORE] ??= {}) as Record<string, Application['status']>
  before[originalDoc.id] = current?.status ?? originalDoc.status ?? 'new'
  return data
}

/**
 * The enrollment pipeline's rule (src/features/applications/enrollment.ts), whoever moves the application (/api,
 * /api/cms, /cms, a script): a move the table does not allow is refused (409, nothing written), and
 * "enrolled" is reached only with the family account and the child the server's Enroll created (handed
 * over in the request's context, which no API caller can set), kept on the application.
 */
export const guardStatusChange: CollectionBeforeChangeHook<Application> = ({ data, operation, originalDoc, req }) => {
  const from = operation === 'create' ? null : (statusBefore(req, originalDoc) ?? 'new')
  const to = data.status ?? from ?? 'new'
  if (!isApplicationStatus(to)) return data // an unknown status: the field's own validation refuses it (400)
  if (from && from !== to) {
    const refusal = refusalOf(from, to)
    if (refusal) refuse(refusal, 409, 'status')
  }
  if (to === 'enrolled' && from !== 'enrolled') {
    const links = req.context[ENROLLMENT_CONTEXT] as EnrollmentLinks | undefined
    if (!links?.family || !links.child) return refuse(ENROLL_THROUGH_BOARD, 409, 'status')
    data.enrolledFamily = links.family
    data.enrolledChild = links.child
  }
  // The demo seed writes its applications' past as it was (src/features/applications/seed.ts); no request can set this.
  const seededAt = req.context.seedHistory === true ? req.context.seedHistoryAt : undefined
  if (typeof seededAt === 'string') {
    if (operation === 'create') data.submittedAt = seededAt
    if (operation === 'create' || from !== to) data.statusChangedAt = seededAt
  }
  return data
}

/**
 * Each status change (and the application's arrival) becomes one row of `application-events`: from, to,
 * who (the session's user; none for a family applying from the site) and when (the application's
 * `statusChangedAt`, stamped by the same change).
 */
export const recordStatusChange: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  const from = operation === 'create' ? null : statusBefore(req, previousDoc)
  if (operation === 'update' && doc.status === from) return doc
  // The history is the system's own record: nobody may write it through any API (its access is `nobody`,
  // admins included), so the server writes it with overrideAccess. It joins the change's transaction
  // (`req`): the row exists exactly when the change was saved.
  await req.payload.create({
    collection: 'application-events',
    data: {
      application: doc.id,
      from: from ?? null,
      to: doc.status ?? 'new',
      changedBy: req.user?.collection === 'users' ? req.user.id : null,
      ...(doc.statusChangedAt ? { createdAt: doc.statusChangedAt } : {}),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}
