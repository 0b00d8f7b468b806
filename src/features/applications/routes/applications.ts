import 'server-only'

import { api } from '@/contract/api'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'
import { listApplications } from '../service'

/** GET /api/admin/applications: enrollment applications (admins), newest first. */
export const GET = route(async ({ request, actor }) => respondList(api.admin.applications, await listApplications(actor, listWindow(request))))
