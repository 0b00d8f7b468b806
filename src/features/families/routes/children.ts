import 'server-only'

import { familyListEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { allChildren, createChild } from '../service'
import { listWindow } from '@/server/http/listing'
import { readBody, respond, respondList, route } from '@/server/http/route'

/** Every child (admin: /admin-db, /secure-admin). */
export const GET = route(familyListEndpoints.children, async ({ request, actor }) => respondList(familyListEndpoints.children, await allChildren(actor, listWindow(request))))

/** Add a child (admin); returns the created child. */
export const POST = route(familyListEndpoints.addChild, async ({ request, actor }) => {
  await requireCreate(actor, 'children')
  const child = await readBody(request, familyListEndpoints.addChild)
  return respond(familyListEndpoints.addChild, await createChild(actor, child), 201)
})
