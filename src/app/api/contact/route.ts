import { api } from '@/contract/api'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { clientAddress } from '@/server/http/request'
import { readBody, respond, route } from '@/server/http/route'
import { sendContactMessage } from '@/server/messages/contactMessages'

/** A Quick Contact message from /contact (anyone). */
export const POST = route(async ({ request, actor }) => {
  const message = await readBody(request, api.public.contact)
  await enforceRateLimit(actor.payload, 'forms', clientAddress(request))
  return respond(api.public.contact, await sendContactMessage(actor, message), 201)
})
