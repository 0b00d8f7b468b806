import { api } from '@/contract/api'
import { requireCreate } from '@/server/actor'
import { createParentAccount } from '@/server/accounts/accounts'
import { readBody, respond, route } from '@/server/http/route'

/** Create a parent login account (/admin, and /admin-dashboard at /api/admin/parents). The role is always parent. */
export const POST = route(async ({ request, actor }) => {
  await requireCreate(actor, 'users')
  const { id, firstName, lastName } = await createParentAccount(actor, await readBody(request, api.admin.addUser))
  return respond(api.admin.addUser, { success: true, message: 'Parent account created successfully', user: { id, firstName, lastName } }, 201)
})
