import 'server-only'

import { familyRecordAdminEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { createCurriculumActivity } from '../service'

/** Add a curriculum activity (admin). */
export const POST = route(familyRecordAdminEndpoints.addActivity, async ({ request, actor }) => {
  await requireCreate(actor, 'curriculum-activities')
  const activity = await createCurriculumActivity(actor, await readBody(request, familyRecordAdminEndpoints.addActivity))
  return respond(familyRecordAdminEndpoints.addActivity, { success: true, message: 'Activity added successfully', activity }, 201)
})
