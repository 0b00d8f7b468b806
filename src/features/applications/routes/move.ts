import 'server-only'

import { applicationAdminEndpoints } from '../endpoints'
import { at } from '@/contract/endpoint'
import { requireUpdate } from '@/server/actor'
import { readBody, respond, route } from '@/server/http/route'
import { moveApplication } from '../service'

/** PATCH /api/admin/applications/:id: moves an application along the pipeline (admins); to "enrolled" it creates the family account and the child. */
export const PATCH = route<{ applicationId: string }>(applicationAdminEndpoints.moveApplication, async ({ request, params, actor }) => {
  await requireUpdate(actor, 'applications') // before the body is read
  const { status } = await readBody(request, applicationAdminEndpoints.moveApplication)
  return respond(at(applicationAdminEndpoints.moveApplication, params.applicationId), await moveApplication(actor, params.applicationId, status))
})
