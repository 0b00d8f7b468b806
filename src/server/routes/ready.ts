import 'server-only'

import { probeEndpoints } from '@/contract/api'
import { readiness } from '@/server/health/readiness'
import { respond, sessionless } from '@/server/http/route'

/**
 * GET /api/ready: 200 when this instance can serve, else 503 with the checks that failed (no session,
 * no secrets: see src/server/health/readiness.ts).
 */
export const GET = sessionless(probeEndpoints.ready, async () => {
  const answer = await readiness()
  return respond(probeEndpoints.ready, answer, answer.status === 'ready' ? 200 : 503)
})
