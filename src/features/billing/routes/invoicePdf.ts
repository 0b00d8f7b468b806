import 'server-only'

import { download, route } from '@/server/http/route'
import { invoicePdf } from '../service'

/** One invoice of the caller's family (admins: any) as a PDF, opened in the browser. */
export const GET = route<{ invoiceId: string }>(async ({ actor, params }) => {
  const { bytes, fileName } = await invoicePdf(actor, params.invoiceId)
  return download(bytes, 'application/pdf', fileName, 'inline')
})
