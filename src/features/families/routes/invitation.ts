import 'server-only'

import { at } from '@/contract/endpoint'
import { familyAdminEndpoints } from '../endpoints'
import { inviteParentAgain } from '@/features/accounts/passwords'
import { respond, route } from '@/server/http/route'

/** Sends a parent who has not chosen a password yet a new invitation (admins). */
export const POST = route<{ parentId: string }>(familyAdminEndpoints.inviteParent, async ({ params, actor }) => {
  await inviteParentAgain(actor, params.parentId)
  return respond(at(familyAdminEndpoints.inviteParent, params.parentId), { success: true, message: 'A new invitation is on its way by email.' })
})
