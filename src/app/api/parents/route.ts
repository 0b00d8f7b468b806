import { parentContactSchema } from '@/contract/schemas/parent'
import { createParentFromContact } from '@/server/accounts'
import { allParents } from '@/server/families'
import { readJsonObject, validate } from '@/server/http/request'
import { json, listJson, route } from '@/server/http/route'
import { requireCreate } from '@/server/permissions'

/** Every parent (admin: /admin-db, /secure-admin). */
export const GET = route(async (viewer) => listJson(await allParents(viewer)))

/** Add a parent from first name, last name and email (admin); returns the created parent. */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'users')
  const input = validate(parentContactSchema, await readJsonObject(request))
  return json(await createParentFromContact({ payload, user }, input), 201)
})
