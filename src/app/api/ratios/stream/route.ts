import { route } from '@/server/http/route'
import { ratioBoardStream } from '@/server/operations/ratioStream'

export const dynamic = 'force-dynamic'

/**
 * The ratio board as server-sent events: a `board` event now, and again within a moment of every
 * check-in or check-out on any device and any server (src/lib/floorChanges.ts). Admins and teachers.
 */
export const GET = route(async ({ request, actor }) => ratioBoardStream(actor, request))
