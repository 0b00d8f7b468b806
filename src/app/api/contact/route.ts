import { contactMessageSchema } from '@/contract/schemas/contact'
import { sendContactMessage } from '@/server/enrollment'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress, readJsonObject, validate } from '@/server/http/request'
import { json, route } from '@/server/http/route'

/** A Quick Contact message from /contact (anyone). */
export const POST = route(async ({ request, payload, user }) => {
  const body = await readJsonObject(request)
  const message = validate(contactMessageSchema, body)
  await enforceRateLimit(payload, 'forms', clientAddress(request))
  return json(await sendContactMessage({ payload, user }, message), 201)
})
