import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { refuse } from '@/collections/shared/refuse'
import type { Application } from '@/payload-types'
import { ENROLLMENT_CONTEXT, ENROLL_THROUGH_BOARD, type EnrollmentLinks, isApplicationStatus, refusalOf } from '../enrollment'

/**
 * The enrollment pipeline's rule (src/contract/enrollment.ts), whoever moves the application (/api,
 * /api/cms, /cms, a script): a move the table does not allow is refused (409, nothing written), and
 * "enrolled" is reached only with the family account and the child the server's Enroll created (handed
 * over in the request's context, which no API caller can set), kept on the application.
 */
export const guardStatusChange: CollectionBeforeChangeHook<Application> = ({ data, operation, originalDoc, req }) => {
  const from = operation === 'create' ? null : (originalDoc?.status ?? 'new')
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
  // The demo seed writes its applications' past as it was (src/seed/applications.ts); no request can set this.
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
  const from = operation === 'create' ? null : (previousDoc?.status ?? null)
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
