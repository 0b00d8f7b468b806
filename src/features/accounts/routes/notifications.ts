import 'server-only'

import { accountEndpoints } from '../endpoints'
import { requireSome } from '@/server/actor'
import { notificationPreferences, saveNotificationPreferences } from '../passwords'
import { readBody, respond, route } from '@/server/http/route'

/** The signed-in account's choice of notices by email. */
export const GET = route(accountEndpoints.notifications, async ({ actor }) => respond(accountEndpoints.notifications, await notificationPreferences(actor)))

/** Saves it (the caller's own account only). */
export const POST = route(accountEndpoints.saveNotifications, async ({ request, actor }) => {
  await requireSome(actor, 'update', 'users') // an integration never changes its own account: 403 before the body is read
  const notifications = await saveNotificationPreferences(actor, await readBody(request, accountEndpoints.saveNotifications))
  return respond(accountEndpoints.saveNotifications, { success: true, message: 'Your email choices are saved.', notifications })
})
