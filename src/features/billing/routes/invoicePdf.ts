import 'server-only'

import { billingEndpoints } from '../endpoints'

import { requireSome } from '@/server/actor'
import { download, route } from '@/server/http/route'
import { invoicePdf } from '../service'

/** One invoice of the caller's family (admins: any) as a PDF, opened in the browser. */
export const GET = route<{ invoiceId: string }>(billingEndpoints.invoicePdf, async ({ actor, params }) => {
  await requireSome(actor, 'read', 'invoices') // a role that reads no invoice: 403 before any is looked up
  const { bytes, fileName } = await invoicePdf(actor, params.invoiceId)
  return download(bytes, 'application/pdf', fileName, 'inline')
})
