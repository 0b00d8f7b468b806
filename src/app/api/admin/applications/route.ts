import { listApplications } from '@/server/enrollment'
import { listJson, route } from '@/server/http/route'

/** Enrollment applications (admin), newest first. */
export const GET = route(async ({ payload, user, request }) => listJson(await listApplications({ payload, user }, request)))
