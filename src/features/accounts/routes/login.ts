import 'server-only'

import { sessionEndpoints } from '../endpoints'
import { logIn } from '../session'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress } from '@/server/http/request'
import { readBody, respond, route } from '@/server/http/route'

/** Username + password → the session cookie and the user (same answer for unknown user and wrong password). */
export const POST = route(sessionEndpoints.login, async ({ request, payload }) => {
  const credentials = await readBody(request, sessionEndpoints.login)
  await enforceRateLimit(payload, 'login', clientAddress(request))
  const { user, cookie } = await logIn(payload, credentials, request.headers)
  return respond(sessionEndpoints.login, { success: true, message: 'Login successful', user }, 200, { 'Set-Cookie': cookie })
})
