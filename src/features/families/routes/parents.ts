import 'server-only'

import { familyListEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { allParents, createParentFromContact } from '@/features/accounts/service'
import { listWindow } from '@/server/http/listing'
import { readBody, respond, respondList, route } from '@/server/http/route'

/** Every parent (admin: /admin-db, /secure-admin). */
export const GET = route(familyListEndpoints.parents, async ({ request, actor }) => respondList(familyListEndpoints.parents, await allParents(actor, listWindow(request))))

/** Add a parent from first name, last name and email (admin); returns the created parent. */
export const POST = route(familyListEndpoints.addParent, async ({ request, actor }) => {
  await requireCreate(actor, 'users')
  const input = await readBody(request, familyListEndpoints.addParent)
  return respond(familyListEndpoints.addParent, await createParentFromContact(actor, input), 201)
})
