import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { billingAccount } from '../service'

/** The family's balance, open invoices and recent payments: a parent's own; an admin names the family (`?familyId=`). */
export const GET = route(async ({ request, actor }) =>
  respond(api.billing.account, await billingAccount(actor, { familyId: new URL(request.url).searchParams.get('familyId') ?? undefined })),
)
