import 'server-only'

import { billingEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { billingAccount } from '../service'

/** The family's balance, open invoices and recent payments: a parent's own; an admin names the family (`?familyId=`). */
export const GET = route(billingEndpoints.account, async ({ request, actor }) => {
  await requireSome(actor, 'read', 'family-accounts') // teachers, editors, integrations: 403 whatever family is named
  return respond(billingEndpoints.account, await billingAccount(actor, { familyId: new URL(request.url).searchParams.get('familyId') ?? undefined }))
})
