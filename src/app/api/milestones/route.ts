import { milestoneSchema } from '@/contract/schemas/records'
import { milestones } from '@/server/families'
import { readJsonObject, validate } from '@/server/http/request'
import { json, listJson, route } from '@/server/http/route'
import { requireCreate } from '@/server/permissions'
import { createMilestone } from '@/server/records'

/** Milestones, newest first: all for an admin, a parent's own children's for a parent. */
export const GET = route(async (viewer) => listJson(await milestones(viewer)))

/** Add a milestone (admin); createdBy is the session's user. */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'milestones')
  const milestone = validate(milestoneSchema, await readJsonObject(request))
  return json(await createMilestone({ payload, user }, milestone), 201)
})
