import 'server-only'

import { ratioEndpoints } from '../endpoints'

import { route } from '@/server/http/route'
import { ratioBoardStream } from '../ratioStream'

/**
 * The ratio board as server-sent events: a `board` event now, and again within a moment of every
 * check-in or check-out on any device and any server (src/features/attendance/floorChanges.ts). Admins and
 * teachers. Its route file (src/app/api/ratios/stream/route.ts) makes it dynamic.
 */
export const GET = route(ratioEndpoints.ratiosStream, async ({ request, actor }) => ratioBoardStream(actor, request))
