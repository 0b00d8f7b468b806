import { api } from '@/contract/api'
import { listApplications } from '@/server/applications/applications'
import { listWindow } from '@/server/http/listing'
import { respondList, route } from '@/server/http/route'

/** Enrollment applications (admin), newest first. */
export const GET = route(async ({ request, actor }) => respondList(api.admin.applications, await listApplications(actor, listWindow(request))))
