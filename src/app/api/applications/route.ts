import { enrollmentApplicationSchema } from '@/contract/schemas/application'
import { submitApplication } from '@/server/enrollment'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress, readJsonObject, validate } from '@/server/http/request'
import { json, route } from '@/server/http/route'

/** An enrollment application from /apply (anyone). */
export const POST = route(async ({ request, payload, user }) => {
  const body = await readJsonObject(request)
  const application = validate(enrollmentApplicationSchema, body)
  await enforceRateLimit(payload, 'forms', clientAddress(request))
  return json(await submitApplication({ payload, user }, application), 201)
})
