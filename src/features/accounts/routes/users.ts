import 'server-only'

import { accountAdminEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { createParentAccount } from '../service'
import { readBody, respond, route } from '@/server/http/route'

/**
 * Create a parent login account (/admin, and /admin-dashboard at /api/admin/parents). The role is always
 * parent; without a password the parent is invited by email to choose one.
 */
export const POST = route(accountAdminEndpoints.addUser, async ({ request, actor }) => {
  await requireCreate(actor, 'users')
  const { id, firstName, lastName, invitationPending } = await createParentAccount(actor, await readBody(request, accountAdminEndpoints.addUser))
  const message = invitationPending ? 'Parent account created. An invitation to choose a password is on its way by email.' : 'Parent account created successfully'
  return respond(accountAdminEndpoints.addUser, { success: true, message, user: { id, firstName, lastName, invitationPending } }, 201)
})
