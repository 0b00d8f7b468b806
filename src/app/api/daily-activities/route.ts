import { dailyActivitySchema } from '@/contract/schemas/records'
import { dailyActivities } from '@/server/families'
import { readJsonObject, validate } from '@/server/http/request'
import { json, listJson, route } from '@/server/http/route'
import { requireCreate } from '@/server/permissions'
import { createDailyActivity } from '@/server/records'

/** Daily reports, newest first: all for an admin, a parent's own children's for a parent. */
export const GET = route(async (viewer) => listJson(await dailyActivities(viewer)))

/** Add a daily report (admin); createdBy is the session's user. */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'daily-activities')
  const activity = validate(dailyActivitySchema, await readJsonObject(request))
  return json(await createDailyActivity({ payload, user }, activity), 201)
})
