import 'server-only'

import { sessionEndpoints } from '../endpoints'
import { wireUser } from '../wire'
import { noSessionMessage } from '@/server/http/noSession'
import { json, respond, route } from '@/server/http/route'

/** The signed-in user for /admin-dashboard: `{ success, user }`, or 401. */
export const GET = route(sessionEndpoints.dashboardUser, async ({ request, user }) => {
  if (!user) return json({ success: false, message: noSessionMessage(request, 'Not logged in.') }, 401)
  return respond(sessionEndpoints.dashboardUser, { success: true, user: wireUser(user) })
}, { signedOutFields: { success: false } })
