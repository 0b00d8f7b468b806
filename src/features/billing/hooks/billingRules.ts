import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload'
import { ValidationError } from 'payload'

import { relationId } from '@/lib/relationId'
import { transactionConnection } from '@/lib/transactionConnection'
import { billingMessages } from '../schemas'
import { dayOf } from '../tuition'

/**
 * A child's plans are written one at a time: a transaction-scoped advisory lock on the child, taken before
 * the overlap is counted and held until the plan commits, so two plans for the same days sent at the same
 * moment (two admins, /cms and a script) cannot both find the days free.
 */
async function takeChildsTurn(req: PayloadRequest, childId: string): Promise<void> {
  const { db, inTransaction } = await transactionConnection(req.payload, req)
  if (!inTransaction) throw new Error('A billing plan is written inside a transaction (the lock on its child lasts until it commits).')
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing-plan:${childId}`}))`)
}

const refuse = (req: PayloadRequest, collection: string, path: string, message: string): never => {
  throw new ValidationError({ collection, errors: [{ path, message }] }, req.t)
}

/**
 * A billing plan: it ends on or after it starts, a discount has its reason, its rate is one some
 * schedule names, and a child has one plan a day (two would bill the same days twice), counted under the
 * child's lock (takeChildsTurn).
 */
export const planRules: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const merged = { ...originalDoc, ...data }
  const from = dayOf(merged.from)
  const to = dayOf(merged.to)
  if (from && to && to < from) refuse(req, collection.slug, 'to', billingMessages.planTo)
  if ((merged.discountBasisPoints ?? 0) > 0 && !(typeof merged.discountReason === 'string' && merged.discountReason.trim())) {
    refuse(req, collection.slug, 'discountReason', billingMessages.discountReason)
  }
  const rated = await req.payload.count({ collection: 'fee-schedules', where: { 'rates.code': { equals: merged.rateCode } }, req, overrideAccess: true })
  if (rated.totalDocs === 0) refuse(req, collection.slug, 'rateCode', billingMessages.rateCode)
  const childId = relationId(merged.child)
  if (childId && from) {
    await takeChildsTurn(req, childId)
    const overlapping: Where[] = [{ child: { equals: childId } }, { or: [{ to: { exists: false } }, { to: { equals: null } }, { to: { greater_than_equal: from } }] }]
    if (to) overlapping.push({ from: { less_than_equal: to } })
    if (originalDoc?.id) overlapping.push({ id: { not_equals: originalDoc.id } })
    const clash = await req.payload.count({ collection: 'billing-plans', where: { and: overlapping }, req, overrideAccess: true })
    if (clash.totalDocs > 0) refuse(req, collection.slug, 'from', billingMessages.planOverlap)
  }
  return data
}

/** A subsidy authorization: it ends on or after it starts, and keeps its agency's name beside the agency. */
export const authorizationRules: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const merged = { ...originalDoc, ...data }
  const from = dayOf(merged.startDate)
  const to = dayOf(merged.endDate)
  if (from && to && to < from) refuse(req, collection.slug, 'endDate', billingMessages.authorizationDates)
  const agencyId = relationId(merged.agency)
  if (agencyId) {
    const agency = await req.payload.findByID({ collection: 'subsidy-agencies', id: agencyId, depth: 0, req, overrideAccess: true, select: { name: true } }).catch(() => null)
    if (!agency) refuse(req, collection.slug, 'agency', billingMessages.agency)
    data.agencyName = agency!.name
  }
  return data
}
