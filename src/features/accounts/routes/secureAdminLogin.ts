import 'server-only'

import { sessionEndpoints } from '../endpoints'
import { openSecureAdminSession } from '../secureAdmin'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress } from '@/server/http/request'
import { readBody, respond, route } from '@/server/http/route'

/** The /secure-admin gate: the shared password, checked here, opens an admin session. */
export const POST = route(sessionEndpoints.secureAdminGate, async ({ request, payload }) => {
  const { password } = await readBody(request, sessionEndpoints.secureAdminGate)
  await enforceRateLimit(payload, 'gate', clientAddress(request))
  const { user, cookie } = await openSecureAdminSession(payload, password)
  return respond(sessionEndpoints.secureAdminGate, { success: true, message: 'Access Granted', user }, 200, { 'Set-Cookie': cookie })
})
