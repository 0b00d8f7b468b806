import 'server-only'

import { billingEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { respond, route } from '@/server/http/route'
import { invoice } from '../service'

/** One invoice of the caller's family (admins: any); another family's is not found. */
export const GET = route<{ invoiceId: string }>(billingEndpoints.invoice, async ({ actor, params }) => {
  await requireSome(actor, 'read', 'invoices') // a role that reads no invoice: 403 before any is looked up
  return respond(billingEndpoints.invoice, await invoice(actor, params.invoiceId))
})
