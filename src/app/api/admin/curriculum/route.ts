import { curriculumActivitySchema } from '@/contract/schemas/records'
import { readJsonObject, validate } from '@/server/http/request'
import { json, route } from '@/server/http/route'
import { requireCreate } from '@/server/permissions'
import { createCurriculumActivity } from '@/server/records'

/** Add a curriculum activity (admin). */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'curriculum-activities')
  const activity = validate(curriculumActivitySchema, await readJsonObject(request))
  const created = await createCurriculumActivity({ payload, user }, activity)
  return json({ success: true, message: 'Activity added successfully', activity: created }, 201)
})
