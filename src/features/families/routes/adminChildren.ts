import 'server-only'

import { familyAdminEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { allChildren, createChild } from '../service'
import { listWindow } from '@/server/http/listing'
import { readBody, respond, respondList, route } from '@/server/http/route'

/** Every child (admin). */
export const GET = route(familyAdminEndpoints.children, async ({ request, actor }) => respondList(familyAdminEndpoints.children, await allChildren(actor, listWindow(request))))

/** Add a child (/admin). */
export const POST = route(familyAdminEndpoints.addChild, async ({ request, actor }) => {
  await requireCreate(actor, 'children')
  const child = await createChild(actor, await readBody(request, familyAdminEndpoints.addChild))
  return respond(familyAdminEndpoints.addChild, { success: true, message: 'Child added successfully', child }, 201)
})
