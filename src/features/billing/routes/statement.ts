import 'server-only'

import { download, route } from '@/server/http/route'
import { yearStatement } from '../service'

/** The year-end statement of the caller's family (`?year=YYYY`; admins: `&familyId=`), as a PDF. */
export const GET = route(async ({ request, actor }) => {
  const params = new URL(request.url).searchParams
  const { bytes, fileName } = await yearStatement(actor, { year: params.get('year'), familyId: params.get('familyId') ?? undefined })
  return download(bytes, 'application/pdf', fileName, 'inline')
})
