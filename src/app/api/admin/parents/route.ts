import { parentAccountSchema } from '@/schemas/parent'
import { createParentAccount } from '@/server/accounts'
import { allParents } from '@/server/families'
import { readJsonObject, validate } from '@/server/http/request'
import { json, route } from '@/server/http/route'

/** Every parent account (admin). */
export const GET = route(async (viewer) => json(await allParents(viewer)))

/** Create a parent login account (/admin-dashboard). The role is always parent. */
export const POST = route(async ({ request, payload, user }) => {
  const input = validate(parentAccountSchema, await readJsonObject(request))
  const created = await createParentAccount({ payload, user }, input)
  return json(
    { success: true, message: 'Parent account created successfully', user: { id: created.id, firstName: created.firstName, lastName: created.lastName } },
    201,
  )
})
