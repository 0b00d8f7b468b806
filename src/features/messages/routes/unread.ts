import 'server-only'

import { messageEndpoints } from '../endpoints'
import { respond, route } from '@/server/http/route'
import { unreadCount } from '../service'

/** How many of the other side's messages the caller's side has not read: the badge of the portal and the inbox. */
export const GET = route(messageEndpoints.unread, async ({ actor }) => respond(messageEndpoints.unread, await unreadCount(actor)))
