import 'server-only'

import { dailyRecordEndpoints } from '../endpoints'
import { requireCreate, requireSome } from '@/server/actor'
import { childListQuery } from '@/server/http/listing'
import { readBody, respond, respondList, route } from '@/server/http/route'
import { createDailyActivity, dailyActivities } from '../service'

/** Daily reports, newest first: all for an admin, a parent's own children's for a parent; `?childId=` filters. */
export const GET = route(dailyRecordEndpoints.dailyActivities, async ({ request, actor }) => {
  await requireSome(actor, 'read', 'daily-activities') // teachers, editors: 403 whatever child is named
  return respondList(dailyRecordEndpoints.dailyActivities, await dailyActivities(actor, childListQuery(request)))
})

/** Add a daily report (admin); createdBy is the session's user. */
export const POST = route(dailyRecordEndpoints.addDailyActivity, async ({ request, actor }) => {
  await requireCreate(actor, 'daily-activities')
  const activity = await readBody(request, dailyRecordEndpoints.addDailyActivity)
  return respond(dailyRecordEndpoints.addDailyActivity, await createDailyActivity(actor, activity), 201)
})
