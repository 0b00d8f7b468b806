import 'server-only'

import { messageEndpoints } from '../endpoints'
import { requireCreate } from '@/server/actor'
import { isMultipart } from '@/server/http/uploads'
import { readBody, respond, route } from '@/server/http/route'
import { messageThreads, sendMessage } from '../service'
import { readMessageForm } from './messageForm'

/** The caller's threads: a parent their family's, staff the inbox (`?familyId=`: one thread in full). */
export const GET = route(messageEndpoints.threads, async ({ request, actor }) => {
  const familyId = new URL(request.url).searchParams.get('familyId') ?? undefined
  return respond(messageEndpoints.threads, await messageThreads(actor, familyId))
})

/** Sends a message: JSON `{ body, familyId? }`, or a multipart form with those fields and up to four images in `files`. */
export const POST = route(messageEndpoints.send, async ({ request, actor }) => {
  await requireCreate(actor, 'family-messages') // 401/403 before the body is read
  const { fields, files } = isMultipart(request) ? await readMessageForm(request) : { fields: await readBody(request, messageEndpoints.send), files: [] }
  return respond(messageEndpoints.send, await sendMessage(actor, fields, files), 201)
})
