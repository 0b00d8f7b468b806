import { api } from '@/contract/api'
import { unreadCount } from '@/server/family-messages/messages'
import { respond, route } from '@/server/http/route'

/** How many of the other side's messages the caller's side has not read: the badge of the portal and the inbox. */
export const GET = route(async ({ actor }) => respond(api.messages.unread, await unreadCount(actor)))
