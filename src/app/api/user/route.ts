import { noSessionMessage } from '@/server/http/noSession'
import { json, route } from '@/server/http/route'
import { wireUser } from '@/server/wire'

/** The signed-in user for /admin-dashboard: `{ success, user }`, or 401. */
export const GET = route(async ({ request, user }) => {
  if (!user) return json({ success: false, message: noSessionMessage(request, 'Not logged in.') }, 401)
  return json({ success: true, user: wireUser(user) })
})
