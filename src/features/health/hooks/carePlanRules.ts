import type { CollectionBeforeChangeHook } from 'payload'

import { refuse } from '@/collections/shared/refuse'
import { lookUp } from '@/lib/auditLookups'
import { centreToday, isDay } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { CarePlan } from '@/payload-types'
import { reviewDueOn } from '../carePlans'
import { carePlanMessages } from '../schemas'

/**
 * A care plan, whoever writes it (/api, /api/cms, /cms): the child is read with the writer's own rights
 * (a child they may not read is not found); the last review is a day not after today, and the next one is
 * due a year later (never taken from input); who recorded it comes from the session and never changes.
 */
export const carePlanRules: CollectionBeforeChangeHook<CarePlan> = async ({ data, operation, originalDoc, req }) => {
  const user = req.user
  if (!user && req.context.seedHistory !== true) return refuse(carePlanMessages.signIn, 403)
  const merged = { ...originalDoc, ...data }
  const childId = relationId(merged.child) ?? refuse(carePlanMessages.childId, 400, 'child')
  const child = await lookUp(() => req.payload.findByID({ collection: 'children', id: childId, depth: 0, req, overrideAccess: !user, user, select: { firstName: true } })).catch(() => null)
  if (!child) return refuse(carePlanMessages.childNotFound, 404, 'child')
  const reviewed = typeof merged.lastReviewedOn === 'string' ? merged.lastReviewedOn.slice(0, 10) : ''
  if (!isDay(reviewed) || reviewed > centreToday()) return refuse(carePlanMessages.lastReviewedOn, 400, 'lastReviewedOn')
  data.child = childId
  data.lastReviewedOn = `${reviewed}T00:00:00.000Z`
  data.reviewDueOn = `${reviewDueOn(reviewed)}T00:00:00.000Z`
  data.createdBy = operation === 'create' ? (user?.id ?? null) : (originalDoc?.createdBy ?? null)
  return data
}
