import { parentAccountSchema } from '@/contract/schemas/parent'
import { createParentAccount } from '@/server/accounts'
import { readJsonObject, validate } from '@/server/http/request'
import { json, route } from '@/server/http/route'
import { requireCreate } from '@/server/permissions'

/** Create a parent login account (/admin). The role is always parent. */
export const POST = route(async ({ request, payload, user }) => {
  await requireCreate(payload, user, 'users')
  const input = validate(parentAccountSchema, await readJsonObject(request))
  const created = await createParentAccount({ payload, user }, input)
  return json(
    { success: true, message: 'Parent account created successfully', user: { id: created.id, firstName: created.firstName, lastName: created.lastName } },
    201,
  )
})
