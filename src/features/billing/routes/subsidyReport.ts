import 'server-only'

import { billingAdminEndpoints } from '../endpoints'

import { download, route } from '@/server/http/route'
import { subsidyReport } from '../service'

/** The subsidy attendance report (admins), as CSV. */
export const GET = route(billingAdminEndpoints.subsidyReport, async ({ request, actor }) => {
  const params = new URL(request.url).searchParams
  const { csv, fileName } = await subsidyReport(actor, { month: params.get('month'), agencyId: params.get('agencyId') })
  return download(csv, 'text/csv; charset=utf-8', fileName)
})
