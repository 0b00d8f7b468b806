import 'server-only'

import { billingEndpoints } from '../endpoints'

import { requireSome } from '@/server/actor'
import { download, route } from '@/server/http/route'
import { yearStatement } from '../service'

/** The year-end statement of the caller's family (`?year=YYYY`; admins: `&familyId=`), as a PDF. */
export const GET = route(billingEndpoints.statement, async ({ request, actor }) => {
  await requireSome(actor, 'read', 'ledger-entries', 'invoices') // teachers, editors, integrations: 403 whatever family or year is named
  const params = new URL(request.url).searchParams
  const { bytes, fileName } = await yearStatement(actor, { year: params.get('year'), familyId: params.get('familyId') ?? undefined })
  return download(bytes, 'application/pdf', fileName, 'inline')
})
