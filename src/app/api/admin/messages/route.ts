import { listContactMessages } from '@/server/enrollment'
import { json, route } from '@/server/http/route'

/** Contact messages (admin), newest first. */
export const GET = route(async ({ payload, user, request }) => json(await listContactMessages({ payload, user }, request)))
