import 'server-only'

import { healthEndpoints } from '../endpoints'

import { download, route } from '@/server/http/route'
import { immunizationReportCsv } from '../service'

/** Admins: the annual immunization report's counts (CSV), `?year=YYYY`. */
export const GET = route(healthEndpoints.immunizationReport, async ({ request, actor }) => {
  const { csv, fileName } = await immunizationReportCsv(actor, new URL(request.url).searchParams.get('year'))
  return download(csv, 'text/csv; charset=utf-8', fileName)
})
