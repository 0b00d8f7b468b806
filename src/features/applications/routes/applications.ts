import 'server-only'

import { applicationAdminEndpoints } from '../endpoints'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'
import { listApplications } from '../service'

/** GET /api/admin/applications: enrollment applications (admins), newest first. */
export const GET = route(applicationAdminEndpoints.applications, async ({ request, actor }) => respondList(applicationAdminEndpoints.applications, await listApplications(actor, listWindow(request))))
