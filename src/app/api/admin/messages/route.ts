import { listContactMessages } from '@/server/enrollment'
import { listJson, route } from '@/server/http/route'

/** Contact messages (admin), newest first. */
export const GET = route(async ({ payload, user, request }) => listJson(await listContactMessages({ payload, user }, request)))
