import 'server-only'

import { familyListEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { createExampleFamily } from '../exampleFamily'
import { readJsonObject } from '@/server/http/request'
import { respond, route } from '@/server/http/route'

/** Adds an example parent and an example child (admin: /secure-admin's Add Example Data). */
export const POST = route(familyListEndpoints.addExampleFamily, async ({ request, actor }) => {
  await requireCreate(actor, 'users', 'children')
  await readJsonObject(request, { optional: true })
  await createExampleFamily(actor)
  return respond(familyListEndpoints.addExampleFamily, { success: true }, 201)
})
