import 'server-only'

import { dailyRecordEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { childListQuery } from '@/server/http/listing'
import { readBody, respond, respondList, route } from '@/server/http/route'
import { createMilestone, milestones } from '../service'

/** Milestones, newest first: all for an admin, a parent's own children's for a parent; `?childId=` filters. */
export const GET = route(dailyRecordEndpoints.milestones, async ({ request, actor }) => {
  await requireSome(actor, 'read', 'milestones') // teachers, editors: 403 whatever child is named
  return respondList(dailyRecordEndpoints.milestones, await milestones(actor, childListQuery(request)))
})

/** Add a milestone (admin); createdBy is the session's user. */
export const POST = route(dailyRecordEndpoints.addMilestone, async ({ request, actor }) => {
  await requireCreate(actor, 'milestones')
  const milestone = await readBody(request, dailyRecordEndpoints.addMilestone)
  return respond(dailyRecordEndpoints.addMilestone, await createMilestone(actor, milestone), 201)
})
