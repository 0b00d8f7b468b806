import 'server-only'

import { auditAdminEndpoints } from '../endpoints'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'
import { auditLog } from '../service'

/** The audit log of children's records (admins), newest first; `?childId=`, `?userId=`, `?from=`, `?to=` filter. */
export const GET = route(auditAdminEndpoints.audit, async ({ request, actor }) => {
  const params = new URL(request.url).searchParams
  const filter = (name: string) => params.get(name) || undefined
  const query = { window: listWindow(request), childId: filter('childId'), userId: filter('userId'), from: filter('from'), to: filter('to') }
  return respondList(auditAdminEndpoints.audit, await auditLog(actor, query))
})
