import 'server-only'

import { type Actor, asUser, requireReadAll } from '@/server/actor'
import { type ListWindow, listed } from '@/server/http/listing'
import type { ContactMessageInput } from './schemas'
import { wireContactMessage } from './wire'

/** A Quick Contact message from /contact (anyone may send one; only admins read them). */
export async function sendContactMessage(actor: Actor, message: ContactMessageInput) {
  const doc = await actor.payload.create({ collection: 'contact-messages', data: message, ...asUser(actor) })
  return wireContactMessage(doc)
}

export async function listContactMessages(actor: Actor, window: ListWindow) {
  await requireReadAll(actor, 'contact-messages')
  return listed(await actor.payload.find({ collection: 'contact-messages', sort: '-submittedAt', ...window, ...asUser(actor) }), wireContactMessage)
}
