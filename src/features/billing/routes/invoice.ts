import 'server-only'

import { api } from '@/contract/api'
import { respond, route } from '@/server/http/route'
import { invoice } from '../service'

/** One invoice of the caller's family (admins: any); another family's is not found. */
export const GET = route<{ invoiceId: string }>(async ({ actor, params }) => respond(api.billing.invoice, await invoice(actor, params.invoiceId)))
