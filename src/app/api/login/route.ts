import { loginSchema } from '@/contract/schemas/login'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress, readJsonObject, validate } from '@/server/http/request'
import { json, route } from '@/server/http/route'
import { logIn } from '@/server/session'

/** Username + password → the session cookie and the user (same answer for unknown user and wrong password). */
export const POST = route(async ({ request, payload }) => {
  const credentials = validate(loginSchema, await readJsonObject(request))
  await enforceRateLimit(payload, 'login', clientAddress(request))
  const { user, cookie } = await logIn(payload, credentials, request.headers)
  return json({ success: true, message: 'Login successful', user }, 200, { 'Set-Cookie': cookie })
})
