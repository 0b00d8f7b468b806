import 'server-only'

import { probeEndpoints } from '@/contract/api'
import { respond, sessionless } from '@/server/http/route'

/** GET /api/health: this process answers. Nothing else is touched (no database, no session). */
export const GET = sessionless(probeEndpoints.health, () => respond(probeEndpoints.health, { status: 'ok' }))
