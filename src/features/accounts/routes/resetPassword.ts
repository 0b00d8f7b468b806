import 'server-only'

import { passwordEndpoints } from '../endpoints'
import { resetPassword } from '../passwords'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress } from '@/server/http/request'
import { readBody, respond, route } from '@/server/http/route'

/** A link's token and a new password → the password is set, every other session ends, and this one starts. */
export const POST = route(passwordEndpoints.reset, async ({ request, payload }) => {
  await enforceRateLimit(payload, 'login', clientAddress(request))
  const { user, cookie, redirectTo } = await resetPassword(payload, await readBody(request, passwordEndpoints.reset), request.headers)
  return respond(passwordEndpoints.reset, { success: true, message: 'Your new password is set. You are signed in.', user, redirectTo }, 200, { 'Set-Cookie': cookie })
})
