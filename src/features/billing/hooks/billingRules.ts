import type { CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload'
import { ValidationError } from 'payload'

import { relationId } from '@/lib/relationId'
import { billingMessages } from '../schemas'
import { dayOf } from '../tuition'


const refuse = (req: PayloadRequest, collection: string, path: string, message: string): never => {
  throw new ValidationError({ collection, errors: [{ path, message }] }, req.t)
}

/**
 * A billing plan: it ends on or after it starts, a discount has its reason, its rate is one some
 * schedule names, and a child has one plan a day (two would bill the same days twice).
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
