import 'server-only'

import { contactEndpoints } from '../endpoints'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress } from '@/server/http/request'
import { readBody, respond, route } from '@/server/http/route'
import { sendContactMessage } from '../service'

/** POST /api/contact: a Quick Contact message from /contact (anyone; the forms' rate limit per address). */
export const POST = route(contactEndpoints.contact, async ({ request, actor }) => {
  const message = await readBody(request, contactEndpoints.contact)
  await enforceRateLimit(actor.payload, 'forms', clientAddress(request))
  return respond(contactEndpoints.contact, await sendContactMessage(actor, message), 201)
})
