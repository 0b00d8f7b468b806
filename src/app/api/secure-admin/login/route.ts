import { z } from '@/contract/schemas/z'

import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress, readJsonObject, validate } from '@/server/http/request'
import { json, route } from '@/server/http/route'
import { openSecureAdminSession } from '@/server/secureAdmin'

const gateSchema = z.object({ password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256) })

/** The /secure-admin gate: the shared password, checked here, opens an admin session. */
export const POST = route(async ({ request, payload }) => {
  const { password } = validate(gateSchema, await readJsonObject(request))
  await enforceRateLimit(payload, 'gate', clientAddress(request))
  const { user, cookie } = await openSecureAdminSession(payload, password)
  return json({ success: true, message: 'Access Granted', user }, 200, { 'Set-Cookie': cookie })
})
