import 'server-only'

import { accountEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { saveAccountLanguage } from '../passwords'
import { readBody, respond, route } from '@/server/http/route'

/** Saves the signed-in account's language: its portal's and its mails' (the caller's own account only). */
export const POST = route(accountEndpoints.saveLanguage, async ({ request, actor }) => {
  await requireSome(actor, 'update', 'users') // an integration never changes its own account: 403 before the body is read
  const { language } = await saveAccountLanguage(actor, await readBody(request, accountEndpoints.saveLanguage))
  return respond(accountEndpoints.saveLanguage, { success: true, message: 'Your language is saved.', language })
})
