import 'server-only'

import { passwordEndpoints } from '../endpoints'
import { RESET_MAIL_ANSWER } from '../forgotPassword'
import { forgotPassword } from '../passwords'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress } from '@/server/http/request'
import { readBody, respond, route } from '@/server/http/route'

/** A username or email → a reset link by mail if an account matches; the same answer, at the same pace, either way. */
export const POST = route(passwordEndpoints.forgot, async ({ request, payload }) => {
  await enforceRateLimit(payload, 'login', clientAddress(request))
  await forgotPassword(payload, await readBody(request, passwordEndpoints.forgot))
  return respond(passwordEndpoints.forgot, { success: true, message: RESET_MAIL_ANSWER })
})
