import { listApplications } from '@/server/enrollment'
import { json, route } from '@/server/http/route'

/** Enrollment applications (admin), newest first. */
export const GET = route(async ({ payload, user, request }) => json(await listApplications({ payload, user }, request)))
