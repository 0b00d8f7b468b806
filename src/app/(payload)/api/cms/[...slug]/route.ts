import config from '@payload-config'
import '@payloadcms/next/css'

import { cmsRestHandlers } from '@/server/http/cmsGuard'

// Payload's REST handlers behind our rules (cross-site writes, body size, rate limits): see cmsGuard.
const handlers = cmsRestHandlers(config)

export const GET = handlers.GET
export const POST = handlers.POST
export const DELETE = handlers.DELETE
export const PATCH = handlers.PATCH
export const PUT = handlers.PUT
export const OPTIONS = handlers.OPTIONS
