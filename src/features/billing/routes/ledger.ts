import 'server-only'

import { billingAdminEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { familyLedger } from '../service'

/** A family's whole ledger with its running balance (admins), the family named by `?familyId=`. */
export const GET = route(billingAdminEndpoints.billingLedger, async ({ request, actor }) =>
  respond(billingAdminEndpoints.billingLedger, await familyLedger(actor, { familyId: new URL(request.url).searchParams.get('familyId') ?? undefined })),
)
